import type { DisplayPageSlug } from '@casino/contract/schemas';

/** Bilgi sayfalarının Türkçe metinleri (contract/src/schemas/content.ts beyaz listesindeki HTML). */
export const PAGE_BODIES_TR: Record<DisplayPageSlug, string> = {
  aboutus: `
<p>Geniş oyun seçeneği, açık kurallar ve hızlı ödeme isteyen oyuncular için kurulmuş bir çevrimiçi casinoyuz. Kataloğumuz yirmiden fazla stüdyodan iki binin üzerinde slot, masa oyunu ve canlı krupiyeli masayı bir araya getirir; hepsi on dilde sunulur.</p>
<h2>Lisanslı ve denetlenmiş</h2>
<p>Site lisanslı bir oyun operatörü tarafından işletilir. Her oyun sertifikalı bir rastgele sayı üreteci kullanır ve bağımsız laboratuvarlar oyunlarımızı ve ödeme süreçlerimizi düzenli olarak test eder. Bunun nasıl işlediğini <a href="/display/fairness-and-rng-testing-methods">adil oyun sayfasında</a> okuyabilirsiniz.</p>
<h2>Sözlerimiz</h2>
<ul>
<li>Çevrim şartının baştan belirtildiği şeffaf bonus koşulları.</li>
<li>Hesabınız doğrulandıktan sonra 24 saat içinde işlenen çekimler.</li>
<li>Her gün 08:00–23:00 UTC arasında kendi dilinizde destek.</li>
<li>Kontrolü elinizde tutmanıza yardımcı olan araçlar; <a href="/display/responsiblegaming">sorumlu oyun sayfasında</a> anlatılır.</li>
</ul>
<p>Burada yalnızca yetişkinler oynayabilir. 18 yaşında veya daha büyük olmalısınız; ülkenizdeki yasal yaş daha yüksekse o yaşta olmalısınız.</p>`,

  terms: `
<p>Bu şartlar ve koşullar sizinle bu sitenin operatörü arasında bağlayıcı bir sözleşmedir. Hesap açarak bunları okuduğunuzu, anladığınızı ve kabul ettiğinizi onaylarsınız. Şartları güncelleyebiliriz; bu durumda oynamaya devam etmeden önce yeni sürümü kabul etmeniz istenir.</p>
<h2>1. Hesabınız</h2>
<p>Yalnızca bir hesabınız olabilir. En az 18 yaşında olmalısınız ve bize verdiğiniz bilgiler doğru ve eksiksiz olmalıdır. Şifrenizi ve tüm güvenlik kodlarınızı gizli tutmak sizin sorumluluğunuzdadır.</p>
<h2>2. Yatırımlar ve çekimler</h2>
<p>Yatırımlar kendi adınıza kayıtlı ödeme yöntemlerinden yapılmalıdır. İlk çekiminizden önce kimliğinizi <a href="/display/aml-and-kyc-policy">AML ve KYC politikamızda</a> anlatıldığı şekilde doğrularız. Çekimler mümkün olduğunca yatırım için kullanılan yönteme ödenir.</p>
<h2>3. Bonuslar</h2>
<p>Her bonusun, etkinleştirmeden önce gösterilen kendi çevrim şartı ve son kullanma tarihi vardır. Birden fazla hesap açmak veya risksiz bahis kalıpları kullanmak gibi bonus kötüye kullanımı, bonusun ve kazançlarının iptal edilmesine yol açar.</p>
<h2>4. Adil oyun</h2>
<p>Oyun sonuçlarını sertifikalı rastgele sayı üreteçleri belirler. Bir oyun arızalanırsa etkilenen tüm bahisler ve kazançlar geçersizdir. Dolandırıcılık, gizli anlaşma veya otomatik yazılım kullanımıyla ilgili hesapları kapatabiliriz.</p>
<h2>5. Şikâyetler</h2>
<p>Hizmetimizden memnun değilseniz <a href="/display/dispute-resolution">anlaşmazlık çözümü sayfasındaki</a> adımları izleyin.</p>`,

  privacypolicy: `
<p>Gizliliğinize saygı duyarız ve kişisel verileri yalnızca hesabınızı yürütmek, yasal yükümlülüklerimizi yerine getirmek ve siteyi güvende tutmak için işleriz. Bu politika neleri topladığımızı ve hangi seçeneklere sahip olduğunuzu açıklar.</p>
<h2>Neleri topluyoruz</h2>
<ul>
<li>Kimlik ve iletişim bilgileri: ad, doğum tarihi, adres, e-posta ve telefon numarası.</li>
<li>Hesap verileri: yatırımlar, çekimler, bahisler, bonuslar ve destekle yazışmalar.</li>
<li>Teknik veriler: IP adresi, cihaz ve tarayıcı türü ile <a href="/display/cookiepolicy">çerez politikamızda</a> açıklanan çerezler.</li>
</ul>
<h2>Neden kullanıyoruz</h2>
<p>Verilerinizi oyunları sunmak, ödemeleri işlemek, kimliğinizi doğrulamak, dolandırıcılığı ve kara para aklamayı önlemek ve yalnızca onay verirseniz size teklif göndermek için kullanırız. Kişisel verileri asla satmayız.</p>
<h2>Haklarınız</h2>
<p>Verilerinizin bir kopyasını isteyebilir, düzeltilmesini talep edebilir, pazarlamaya itiraz edebilir veya yasal olarak saklamak zorunda olmadığımız verileri silmemizi isteyebilirsiniz. Destek ekibimize yazın, 30 gün içinde yanıt veririz.</p>
<h2>Ne kadar süre saklıyoruz</h2>
<p>Kara para aklamayla mücadele mevzuatı, hesap ve işlem kayıtlarını hesap kapatıldıktan sonra en az beş yıl saklamamızı gerektirir.</p>`,

  responsiblegaming: `
<p>Oyun bir eğlence olmalıdır; asla para kazanmanın ya da sorunlardan kaçmanın yolu değildir. Keyifle oynamanızı ve kontrolü elinizde tutmanızı istiyoruz; bu yüzden hesabınızdan istediğiniz zaman kullanabileceğiniz araçlar sunuyoruz.</p>
<h2>Yardımcı araçlar</h2>
<ul>
<li><strong>Yatırım limitleri</strong>: günlük, haftalık veya aylık bir üst sınır belirleyin.</li>
<li><strong>Mola</strong>: hesabınızı 24 saatten altı haftaya kadar duraklatın.</li>
<li><strong>Kendini dışlama</strong>: hesabınızı altı ay veya daha uzun süre kapatın; bkz. <a href="/display/self-exclusion">kendini dışlama</a>.</li>
<li><strong>Süre hatırlatmaları</strong>: ne kadar süredir oynadığınızı hatırlatan bildirimler.</li>
</ul>
<h2>Uyarı işaretleri</h2>
<p>Planladığınızdan fazla harcamak, kayıpları telafi etmeye çalışmak, oynamak için borç almak veya oyunu başkalarından saklamak durma zamanının gelmiş olabileceğinin işaretleridir. Kendinize karşı dürüst olun ve bir mola verin.</p>
<h2>Nereden yardım alabilirsiniz</h2>
<p><a href="https://www.gamcare.org.uk/">GamCare</a>, <a href="https://www.begambleaware.org/">BeGambleAware</a> ve <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a> gibi kuruluşlar ücretsiz ve gizli yardım sunar. Destek ekibimiz de sizin için limit belirleyebilir.</p>
<p>18 yaşından küçüklerin oynamasına izin vermeyiz. Bir cihazı çocuklarla paylaşıyorsanız ebeveyn denetimi yazılımı kullanın.</p>`,

  cookiepolicy: `
<p>Çerezler, bir web sitesinin tarayıcınızda sakladığı küçük metin dosyalarıdır. Olabildiğince az çerez kullanırız ve kesinlikle gerekli olmayan herhangi bir çerezi yerleştirmeden önce onayınızı isteriz.</p>
<h2>Kullandığımız çerezler</h2>
<ul>
<li><strong>auth_token</strong>: oturumunuzu açık tutar. Kesinlikle gereklidir.</li>
<li><strong>i18n_redirected</strong>: seçtiğiniz dili 365 gün boyunca hatırlar.</li>
<li><strong>Ortak çerezi</strong>: sizi bize hangi ortağın yönlendirdiğini 365 gün boyunca hatırlar, böylece ortak hak ettiğini alır.</li>
<li><strong>Analiz çerezleri</strong>: hangi sayfaların kullanıldığını anlamamıza yardımcı olur; yalnızca onayınızla.</li>
</ul>
<h2>Çerezleri yönetme</h2>
<p>Çerezleri tarayıcı ayarlarınızdan silebilir veya engelleyebilirsiniz. Kesinlikle gerekli çerezleri engellerseniz oturum açamazsınız.</p>`,

  'self-exclusion': `
<p>Oyunun zamanınızı veya paranızı fazla aldığını düşünüyorsanız kendinizi oyundan dışlayabilirsiniz. Kendini dışlama ciddi bir adımdır ve süre bitmeden geri alınamaz.</p>
<h2>Nasıl işler</h2>
<ol>
<li><strong>Hesap → Kendini dışlama</strong> bölümünü açın veya destek ekibimizden isteyin.</li>
<li>Bir süre seçin: altı ay, bir yıl, beş yıl veya kalıcı olarak.</li>
<li>Onaylayın. Hesabınız hemen engellenir ve bekleyen bonuslar iptal edilir.</li>
</ol>
<p>Dışlanmış olduğunuz sürece oynamak için oturum açamaz, yatırım yapamaz ve pazarlama mesajları alamazsınız. Kalan bakiyenizi yine de çekebilirsiniz.</p>
<h2>Daha kısa bir mola</h2>
<p>Yalnızca bir araya ihtiyacınız varsa bunun yerine 24 saatten altı haftaya kadar bir mola seçin. Daha fazlası için <a href="/display/responsiblegaming">sorumlu oyun sayfasına</a> bakın.</p>`,

  'dispute-resolution': `
<p>Her şikâyeti ciddiye alır, hızlı ve adil biçimde çözmeyi amaçlarız.</p>
<h2>Adım 1: destekle iletişime geçin</h2>
<p>Soruların çoğu canlı sohbette veya e-postayla birkaç saat içinde çözülür. Lütfen kullanıcı adınızı, olayın tarihini ve saatini ve mümkünse tur veya ödeme numarasını belirtin.</p>
<h2>Adım 2: resmî şikâyet</h2>
<p>Memnun kalmazsanız e-postayla resmî bir şikâyet gönderin. İlk vakayla ilgilenmemiş bir şikâyet yöneticisi bunu inceler ve 14 gün içinde size yazılı yanıt verir.</p>
<h2>Adım 3: bağımsız inceleme</h2>
<p>Hâlâ aynı fikirde değilseniz anlaşmazlığı lisans otoritemizin belirlediği bağımsız kuruluşa taşıyabilirsiniz. Hizmet oyuncular için ücretsizdir ve kararını kabul ederiz.</p>
<p>Oyun kayıtları en az beş yıl saklanır; böylece tartışmalı bir turda ne olduğunu her zaman kontrol edebiliriz.</p>`,

  'aml-and-kyc-policy': `
<p>Kara para aklama (AML) ve terörün finansmanıyla mücadele yasalarına uyarız. Müşterilerimizi tanımak (KYC) sizi ve bizi dolandırıcılığa karşı korur ve platformu temiz tutar.</p>
<h2>Doğrulama</h2>
<p>İlk çekiminizden önce ve yasanın gerektirdiği her durumda şunları isteriz:</p>
<ul>
<li>geçerli bir pasaport, kimlik kartı veya sürücü belgesi;</li>
<li>son üç ay içinde düzenlenmiş bir adres belgesi;</li>
<li>kullandığınız ödeme yönteminin size ait olduğunu gösteren bir kanıt.</li>
</ul>
<p>Belgeleri <strong>Hesap → Doğrulama</strong> bölümüne yükleyin. Genellikle 24 saat içinde kontrol ederiz.</p>
<h2>İzleme</h2>
<p>İşlemleri olağan dışı kalıplara karşı izleriz. Yatırımlar çekilebilmeden önce en az bir kez çevrilmelidir. Fonlarınızın kaynağını sorabiliriz ve şüpheli işlemleri müşteriye haber vermeden yetkililere bildirmek zorundayız.</p>`,

  'fairness-and-rng-testing-methods': `
<p>Bu sitedeki her slot dönüşünü, kart dağıtımını ve rulet sonucunu bir rastgele sayı üreteci (RNG) belirler. RNG, ne oyuncuların ne de bizim tahmin edebileceğimiz veya etkileyebileceğimiz sonuçlar üretir.</p>
<h2>RNG nasıl test edilir</h2>
<ul>
<li>Bağımsız laboratuvarlar her oyunun RNG’sini yayına girmeden önce milyonlarca sonuç üzerinde istatistiksel testlerle sınar.</li>
<li>Her oyunun oyuncuya dönüş oranı (RTP) ölçülür ve stüdyonun yayımladığı değerle karşılaştırılır.</li>
<li>Testler düzenli olarak ve bir oyun her güncellendiğinde tekrarlanır.</li>
</ul>
<h2>Oyuncuya dönüş oranı</h2>
<p>RTP, bir oyunun çok uzun bir süre boyunca tüm bahislerden geri ödediği paydır. RTP’si %96 olan bir slot, yatırılan her 100 birimin ortalama 96’sını geri verir. Kısa bir oturumda sonuçlar çok değişir: RTP bir ortalamadır, bir vaat değildir.</p>
<p>Her oyun RTP’sini bilgi panelinde gösterir; tüm tur geçmişiniz hesabınızda yer alır.</p>`,

  'account-pay-outs-and-bonuses': `
<p>Bu sayfa bakiyeniz, çekimleriniz ve bonus paranız için geçerli kuralları bir araya getirir.</p>
<h2>Bakiyeler</h2>
<p>Hesabınızda bir gerçek para bakiyesi ve bir bonus etkinken bonus bakiyesi bulunur. Bahisler önce gerçek para bakiyesinden alınır.</p>
<h2>Çekimler</h2>
<ul>
<li>En düşük çekim tutarı: hesap para biriminizde 20.</li>
<li>Doğrulanmış hesaplara 24 saat içinde ödeme yapılır; kart ödemeleri 1–3 iş günü daha sürebilir.</li>
<li>Bekleyen bir çekim, işlenene kadar ödeme geçmişinizden iptal edilebilir.</li>
</ul>
<h2>Bonus çevrimi</h2>
<p>Bonus parası, teklifte belirtilen sayıda, örneğin 35 kez çevrildiğinde çekilebilir hâle gelir. Slotlar çevrime %100, masa oyunları %10 ve canlı oyunlar %5 oranında sayılır. Bir bonus etkinken en yüksek bahis dönüş başına 5’tir.</p>`,

  cash_back_system: `
<p>Cashback, önceki haftanın net kayıplarınızın bir kısmını geri verir; böylece kötü bir hafta hiçbir zaman tam bir kayıp olmaz.</p>
<h2>Ne kadar</h2>
<p>Oran <a href="/display/status">statünüze</a> bağlıdır: Demir seviyesinde %5’ten Elmas seviyesinde %15’e kadar.</p>
<h2>Nasıl hesaplanır</h2>
<p>Net kayıp = gerçek para bahisleri − gerçek para kazançları − alınan bonuslar; pazartesi 00:00’dan pazar 23:59 UTC’ye kadar. Yalnızca gerçek parayla oyun sayılır.</p>
<h2>Ne zaman ödenir</h2>
<p>Cashback her pazartesi yatırılır ve 72 saat içinde <strong>Hesap → Bonus kampanyaları</strong> bölümünden alınmalıdır. Çevrim şartı yalnızca 5 kattır.</p>`,

  points: `
<p>Her gerçek para bahsi sadakat puanı kazandırır: para biriminizden yatırılan her 10 birim için bir puan.</p>
<h2>Puan takası</h2>
<p>Puanlarınızı <a href="/points">puan sayfasında</a> istediğiniz zaman gerçek paraya çevirin. Standart oran, para biriminizin 1 birimi için 100 puandır; daha yüksek statüler daha iyi oran alır. Takasla alınan paranın çevrim şartı yoktur.</p>
<h2>Puanlar ve statü</h2>
<p>Kazandığınız puanlar <a href="/display/status">statü seviyenize</a> de sayılır. Puan takası statünüzü düşürmez.</p>`,

  free_spins: `
<p>Ücretsiz dönüşler, kendi paranızı yatırmadan bir slot oynamanızı sağlar. Bunları hoş geldin paketinde, haftalık promosyonlarda, turnuva ödülü olarak ve bonus kodu girerek kazanırsınız.</p>
<h2>Kurallar</h2>
<ul>
<li>Ücretsiz dönüşler teklifte belirtilen oyunda geçerlidir ve 7 gün sonra sona erer.</li>
<li>Her dönüş teklifte belirtilen bahis değeriyle oynanır.</li>
<li>Ücretsiz dönüş kazançları 40 katlık çevrim şartıyla bonus parası olarak ödenir.</li>
</ul>
<p>Ücretsiz dönüşlerinizi <strong>Hesap → Bonus kampanyaları</strong> bölümünde bulabilirsiniz.</p>`,

  first_deposit_bonus: `
<p>İki kat parayla başlayın: ilk yatırımınızı 500 €’ya (veya para biriminizdeki karşılığına) kadar %100 eşleriz ve 100 ücretsiz dönüş ekleriz.</p>
<h2>Nasıl alınır</h2>
<ol>
<li>Kaydolun ve e-postanızı onaylayın.</li>
<li>En az 20 € tutarında ilk yatırımınızı yapın.</li>
<li>Bonus otomatik olarak yatırılır; ücretsiz dönüşler beş gün boyunca 20’şerli paketler hâlinde gelir.</li>
</ol>
<h2>Koşullar</h2>
<ul>
<li>Çevrim: 30 gün içinde bonus tutarının 35 katı.</li>
<li>Çevrim sırasında en yüksek bahis: 5 €.</li>
<li>Kişi, hane ve cihaz başına bir hoş geldin bonusu.</li>
</ul>
<p>Genel <a href="/display/terms">şartlar ve koşullar</a> geçerlidir.</p>`,

  status: `
<p>Ne kadar çok oynarsanız statünüz o kadar yükselir ve her seviye daha iyi ödüller getirir. Her yeni oyuncu Demir seviyesinde başlar.</p>
<h2>Seviyeler</h2>
<ul>
<li><strong>Demir</strong>: %5 cashback, standart puan oranı.</li>
<li><strong>Bronz</strong>: %7 cashback, doğum günü bonusu.</li>
<li><strong>Gümüş</strong>: %9 cashback, %10 daha iyi puan oranı.</li>
<li><strong>Altın</strong>: %11 cashback, daha hızlı çekimler.</li>
<li><strong>Platin</strong>: %13 cashback, daha yüksek çekim limitleri.</li>
<li><strong>Elmas</strong>: %15 cashback ve kişisel yönetici.</li>
</ul>
<p>Statü son 90 günde kazandığınız puanlara dayanır ve her ayın ilk günü yeniden değerlendirilir.</p>`,

  'pf-jackpots': `
<p>Slot kataloğumuzda üç artan jackpot bulunur: <strong>Mini</strong>, <strong>Major</strong> ve <strong>Grand</strong>. Her gerçek para bahsinin küçük bir kısmı havuzlara gider; böylece biri oynadığı her saniye büyürler.</p>
<h2>Nasıl kazanılır</h2>
<p>Katılan bir oyundaki her gerçek para dönüşü bir jackpotu tetikleyebilir. Bahsiniz ne kadar büyükse şansınız o kadar yüksektir, ama her bahsin bir şansı vardır. Jackpot, çevrim şartı olmadan gerçek para bakiyenize ödenir.</p>
<h2>Başlangıç değerleri</h2>
<p>Bir kazançtan sonra Mini 100 €, Major 1.000 € ve Grand 10.000 € değerinden yeniden başlar. Güncel tutarlar ana sayfadaki jackpot bileşeninde gösterilir.</p>`,
};
