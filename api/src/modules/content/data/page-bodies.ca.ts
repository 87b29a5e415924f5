import type { DisplayPageSlug } from '@casino/contract/schemas';

/** Textos en català de les pàgines informatives (HTML de la llista blanca de contract/src/schemas/content.ts); al jugador, «tu». */
export const PAGE_BODIES_CA: Record<DisplayPageSlug, string> = {
  aboutus: `
<p>Som un casino en línia pensat per a jugadors que volen una gran varietat de jocs, normes clares i pagaments ràpids. El nostre catàleg reuneix més de dues mil escurabutxaques, jocs de taula i taules amb crupier en directe de més de vint estudis, tots disponibles en deu idiomes.</p>
<h2>Amb llicència i auditats</h2>
<p>El lloc el gestiona un operador de joc amb llicència. Cada joc fa servir un generador de nombres aleatoris certificat, i laboratoris independents revisen regularment els nostres jocs i processos de pagament. Pots llegir com funciona a la <a href="/display/fairness-and-rng-testing-methods">pàgina de joc just</a>.</p>
<h2>El que prometem</h2>
<ul>
<li>Condicions de bonificació transparents, amb el requisit d’aposta indicat des del principi.</li>
<li>Retirades processades en 24 hores un cop verificat el teu compte.</li>
<li>Atenció en el teu idioma cada dia de 08:00 a 23:00 UTC.</li>
<li>Eines que t’ajuden a mantenir el control, descrites a la <a href="/display/responsiblegaming">pàgina de joc responsable</a>.</li>
</ul>
<p>Jugar aquí és només per a adults. Has de tenir 18 anys o més, o l’edat legal del teu país si és més alta.</p>`,

  terms: `
<p>Aquests termes i condicions formen un acord vinculant entre tu i l’operador d’aquest lloc. En obrir un compte confirmes que els has llegit, entès i acceptat. Podem actualitzar-los; quan ho fem, et demanarem que acceptis la nova versió abans de continuar jugant.</p>
<h2>1. El teu compte</h2>
<p>Només pots tenir un compte. Has de tenir almenys 18 anys i la informació que ens donis ha de ser certa i completa. Ets responsable de mantenir en secret la teva contrasenya i qualsevol codi de seguretat.</p>
<h2>2. Dipòsits i retirades</h2>
<p>Els dipòsits han de venir de mètodes de pagament registrats al teu nom. Abans de la primera retirada verifiquem la teva identitat tal com descriu la nostra <a href="/display/aml-and-kyc-policy">política AML i KYC</a>. Sempre que es pugui, les retirades es paguen al mètode utilitzat per al dipòsit.</p>
<h2>3. Bonificacions</h2>
<p>Cada bonificació té el seu propi requisit d’aposta i data de caducitat, que es mostren abans d’activar-la. L’abús de bonificacions, com obrir diversos comptes o fer servir patrons d’aposta sense risc, comporta l’anul·lació de la bonificació i dels seus guanys.</p>
<h2>4. Joc net</h2>
<p>Els resultats els decideixen generadors de nombres aleatoris certificats. Si un joc falla, totes les apostes i guanys afectats queden anul·lats. Podem tancar comptes implicats en frau, col·lusió o ús de programari automatitzat.</p>
<h2>5. Reclamacions</h2>
<p>Si no estàs satisfet amb el nostre servei, segueix els passos de la <a href="/display/dispute-resolution">pàgina de resolució de disputes</a>.</p>`,

  privacypolicy: `
<p>Respectem la teva privadesa i tractem dades personals només per gestionar el teu compte, complir les nostres obligacions legals i mantenir el lloc segur. Aquesta política explica què recollim i quines opcions tens.</p>
<h2>Què recollim</h2>
<ul>
<li>Dades d’identitat i de contacte: nom, data de naixement, adreça, correu electrònic i telèfon.</li>
<li>Dades del compte: dipòsits, retirades, apostes, bonificacions i comunicacions amb el suport.</li>
<li>Dades tècniques: adreça IP, tipus de dispositiu i de navegador, i les galetes descrites a la nostra <a href="/display/cookiepolicy">política de galetes</a>.</li>
</ul>
<h2>Per a què les fem servir</h2>
<p>Fem servir les teves dades per oferir els jocs, processar pagaments, verificar la teva identitat, prevenir el frau i el blanqueig de capitals i, només si hi estàs d’acord, enviar-te ofertes. Mai no venem dades personals.</p>
<h2>Els teus drets</h2>
<p>Pots demanar una còpia de les teves dades, corregir-les, oposar-te al màrqueting o demanar-nos que esborrem les dades que la llei no ens obliga a conservar. Escriu al nostre equip de suport i et respondrem en 30 dies.</p>
<h2>Quant de temps les guardem</h2>
<p>La llei contra el blanqueig de capitals ens obliga a guardar els registres de compte i de transaccions almenys cinc anys després del tancament del compte.</p>`,

  responsiblegaming: `
<p>El joc ha de ser entreteniment, mai una manera de guanyar diners ni d’escapar dels problemes. Volem que gaudeixis jugant i mantinguis el control, per això t’oferim eines que pots fer servir en qualsevol moment des del teu compte.</p>
<h2>Eines que ajuden</h2>
<ul>
<li><strong>Límits de dipòsit</strong>: fixa un màxim diari, setmanal o mensual.</li>
<li><strong>Pausa</strong>: atura el teu compte des de 24 hores fins a sis setmanes.</li>
<li><strong>Autoexclusió</strong>: tanca el teu compte durant sis mesos o més; consulta <a href="/display/self-exclusion">autoexclusió</a>.</li>
<li><strong>Avisos de temps</strong>: recordatoris de quant de temps portes jugant.</li>
</ul>
<h2>Senyals d’alerta</h2>
<p>Gastar més del previst, intentar recuperar pèrdues, demanar diners prestats per jugar o amagar el joc als altres són senyals que potser és hora de parar. Sigues sincer amb tu mateix i fes un descans.</p>
<h2>On trobar ajuda</h2>
<p>Organitzacions com <a href="https://www.gamcare.org.uk/">GamCare</a>, <a href="https://www.begambleaware.org/">BeGambleAware</a> i <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a> ofereixen ajuda gratuïta i confidencial. El nostre equip de suport també pot fixar límits per tu.</p>
<p>No permetem jugar a menors de 18 anys. Si comparteixes un dispositiu amb infants, fes servir programari de control parental.</p>`,

  cookiepolicy: `
<p>Les galetes són petits fitxers de text que un lloc web desa al teu navegador. En fem servir les mínimes possibles i et demanem el consentiment abans de desar qualsevol galeta que no sigui estrictament necessària.</p>
<h2>Galetes que fem servir</h2>
<ul>
<li><strong>auth_token</strong>: manté la teva sessió iniciada. Estrictament necessària.</li>
<li><strong>i18n_redirected</strong>: recorda l’idioma que has triat durant 365 dies.</li>
<li><strong>Galeta de soci</strong>: recorda durant 365 dies quin soci t’ha enviat a nosaltres, perquè se li pugui reconèixer.</li>
<li><strong>Galetes d’analítica</strong>: ens ajuden a entendre quines pàgines es fan servir, només amb el teu consentiment.</li>
</ul>
<h2>Gestionar les galetes</h2>
<p>Pots esborrar o bloquejar les galetes a la configuració del navegador. Si bloqueges les galetes estrictament necessàries, no podràs iniciar la sessió.</p>`,

  'self-exclusion': `
<p>Si sents que el joc t’ocupa massa temps o diners, pots excloure’t del joc. L’autoexclusió és un pas seriós i no es pot desfer abans que acabi el període.</p>
<h2>Com funciona</h2>
<ol>
<li>Obre <strong>Compte → Autoexclusió</strong> o demana-ho al nostre equip de suport.</li>
<li>Tria un període: sis mesos, un any, cinc anys o de manera permanent.</li>
<li>Confirma. El teu compte es bloqueja a l’instant i es cancel·len les bonificacions pendents.</li>
</ol>
<p>Mentre estiguis exclòs no podràs iniciar la sessió per jugar, dipositar ni rebre missatges de màrqueting. El saldo restant encara es pot retirar.</p>
<h2>Un descans més curt</h2>
<p>Si només necessites una pausa, tria en lloc d’això un període de 24 hores a sis setmanes. Més informació a la <a href="/display/responsiblegaming">pàgina de joc responsable</a>.</p>`,

  'dispute-resolution': `
<p>Ens prenem seriosament cada reclamació i procurem resoldre-la de manera ràpida i justa.</p>
<h2>Pas 1: contacta amb el suport</h2>
<p>La majoria de consultes es resolen al xat en directe o per correu en poques hores. Indica el teu usuari, la data i l’hora del fet i, si pots, el número de la ronda o del pagament.</p>
<h2>Pas 2: reclamació formal</h2>
<p>Si no quedes satisfet, envia una reclamació formal per correu. Un responsable de reclamacions que no va intervenir en el cas original la revisarà i et donarà una resposta per escrit en 14 dies.</p>
<h2>Pas 3: revisió independent</h2>
<p>Si encara no hi estàs d’acord, pots portar la disputa a l’organisme independent designat per la nostra autoritat de llicències. El servei és gratuït per als jugadors i n’acceptem la decisió.</p>
<p>Els registres de joc es guarden almenys cinc anys, de manera que sempre podem comprovar què va passar en una ronda en disputa.</p>`,

  'aml-and-kyc-policy': `
<p>Complim les lleis contra el blanqueig de capitals (AML) i el finançament del terrorisme. Conèixer els nostres clients (KYC) ens protegeix a tu i a nosaltres del frau i manté neta la plataforma.</p>
<h2>Verificació</h2>
<p>Abans de la primera retirada, i sempre que la llei ho exigeixi, et demanem:</p>
<ul>
<li>un passaport, document nacional d’identitat o permís de conduir vàlid;</li>
<li>un justificant de domicili emès en els darrers tres mesos;</li>
<li>una prova que ets titular del mètode de pagament que has fet servir.</li>
</ul>
<p>Puja els documents a <strong>Compte → Verificació</strong>. Normalment els revisem en 24 hores.</p>
<h2>Supervisió</h2>
<p>Supervisem les transaccions per detectar patrons inusuals. Els dipòsits s’han d’apostar almenys una vegada abans de poder-los retirar. Podem preguntar-te per l’origen dels teus fons i hem de comunicar l’activitat sospitosa a les autoritats sense avisar el client.</p>`,

  'fairness-and-rng-testing-methods': `
<p>Cada gir d’escurabutxaques, repartiment de cartes i resultat de ruleta d’aquest lloc el decideix un generador de nombres aleatoris (RNG). El RNG produeix resultats que no es poden predir ni influir, ni els jugadors ni nosaltres.</p>
<h2>Com es prova el RNG</h2>
<ul>
<li>Laboratoris independents proven el RNG de cada joc abans de publicar-lo, amb proves estadístiques sobre milions de resultats.</li>
<li>El retorn al jugador (RTP) de cada joc es mesura i es compara amb el valor que publica l’estudi.</li>
<li>Les proves es repeteixen regularment i cada vegada que s’actualitza un joc.</li>
</ul>
<h2>Retorn al jugador</h2>
<p>El RTP és la part de totes les apostes que un joc retorna a molt llarg termini. Una escurabutxaques amb un RTP del 96 % retorna de mitjana 96 de cada 100 unitats apostades. En una sessió curta els resultats varien molt: el RTP és una mitjana, no una promesa.</p>
<p>Cada joc mostra el seu RTP al seu panell d’informació, i l’historial complet de les teves rondes és al teu compte.</p>`,

  'account-pay-outs-and-bonuses': `
<p>Aquesta pàgina reuneix les normes que s’apliquen al teu saldo, a les retirades i als diners de bonificació.</p>
<h2>Saldos</h2>
<p>El teu compte té un saldo de diners reals i, quan hi ha una bonificació activa, un saldo de bonificació. Les apostes es descompten primer del saldo de diners reals.</p>
<h2>Retirades</h2>
<ul>
<li>Retirada mínima: 20 en la moneda del teu compte.</li>
<li>Els comptes verificats cobren en 24 hores; els pagaments amb targeta poden trigar d’1 a 3 dies bancaris més.</li>
<li>Una retirada pendent es pot cancel·lar des de l’historial de pagaments mentre no s’hagi processat.</li>
</ul>
<h2>Aposta de bonificacions</h2>
<p>Els diners de bonificació es poden retirar quan els hagis apostat les vegades indicades a l’oferta, per exemple 35 vegades. Les escurabutxaques compten un 100 % per a l’aposta, els jocs de taula un 10 % i els jocs en directe un 5 %. Mentre hi hagi una bonificació activa, l’aposta màxima és de 5 per gir.</p>`,

  cash_back_system: `
<p>El cashback et retorna part de les pèrdues netes de la setmana anterior, de manera que una mala setmana mai no és una pèrdua total.</p>
<h2>Quant</h2>
<p>El percentatge depèn del teu <a href="/display/status">estatus</a>: des del 5 % a Ferro fins al 15 % a Diamant.</p>
<h2>Com es calcula</h2>
<p>Pèrdua neta = apostes amb diners reals − guanys amb diners reals − bonificacions rebudes, de dilluns a les 00:00 a diumenge a les 23:59 UTC. Només compta el joc amb diners reals.</p>
<h2>Quan es paga</h2>
<p>El cashback s’abona cada dilluns i s’ha de reclamar en 72 hores a <strong>Compte → Campanyes de bonificació</strong>. El seu requisit d’aposta és de només 5 vegades.</p>`,

  points: `
<p>Cada aposta amb diners reals suma punts de fidelitat: un punt per cada 10 unitats de la teva moneda apostades.</p>
<h2>Bescanviar punts</h2>
<p>Bescanvia punts per diners reals quan vulguis a la <a href="/points">pàgina de punts</a>. La taxa estàndard és de 100 punts per 1 unitat de la teva moneda; els estatus més alts tenen una taxa millor. Els diners bescanviats no tenen requisit d’aposta.</p>
<h2>Punts i estatus</h2>
<p>Els punts que guanyes també compten per al teu <a href="/display/status">nivell d’estatus</a>. Bescanviar punts no et fa baixar d’estatus.</p>`,

  free_spins: `
<p>Les tirades gratuïtes et permeten jugar a una escurabutxaques sense apostar els teus diners. Les aconsegueixes amb el paquet de benvinguda, en promocions setmanals, com a premis de tornejos i introduint un codi de bonificació.</p>
<h2>Normes</h2>
<ul>
<li>Les tirades gratuïtes són vàlides al joc indicat a l’oferta i caduquen al cap de 7 dies.</li>
<li>Cada tirada es juga amb el valor d’aposta indicat a l’oferta.</li>
<li>Els guanys de les tirades gratuïtes es paguen com a diners de bonificació amb un requisit d’aposta de 40 vegades.</li>
</ul>
<p>Trobaràs les teves tirades gratuïtes a <strong>Compte → Campanyes de bonificació</strong>.</p>`,

  first_deposit_bonus: `
<p>Comença amb el doble de diners: igualem el teu primer dipòsit al 100 % fins a 500 € (o l’equivalent en la teva moneda) i hi afegim 100 tirades gratuïtes.</p>
<h2>Com aconseguir-la</h2>
<ol>
<li>Registra’t i confirma el teu correu electrònic.</li>
<li>Fes un primer dipòsit d’almenys 20 €.</li>
<li>La bonificació s’abona automàticament; les tirades gratuïtes arriben en lots de 20 durant cinc dies.</li>
</ol>
<h2>Condicions</h2>
<ul>
<li>Aposta: 35 vegades l’import de la bonificació en 30 dies.</li>
<li>Aposta màxima mentre es compleix el requisit: 5 €.</li>
<li>Una bonificació de benvinguda per persona, llar i dispositiu.</li>
</ul>
<p>S’apliquen els <a href="/display/terms">termes i condicions</a> generals.</p>`,

  status: `
<p>Com més jugues, més alt és el teu estatus, i cada nivell porta millors recompenses. Tot jugador nou comença a Ferro.</p>
<h2>Nivells</h2>
<ul>
<li><strong>Ferro</strong>: 5 % de cashback, taxa de punts estàndard.</li>
<li><strong>Bronze</strong>: 7 % de cashback, una bonificació d’aniversari.</li>
<li><strong>Plata</strong>: 9 % de cashback, taxa de punts un 10 % millor.</li>
<li><strong>Or</strong>: 11 % de cashback, retirades més ràpides.</li>
<li><strong>Platí</strong>: 13 % de cashback, límits de retirada més alts.</li>
<li><strong>Diamant</strong>: 15 % de cashback i un gestor personal.</li>
</ul>
<p>L’estatus es basa en els punts que has guanyat els darrers 90 dies i es revisa el primer dia de cada mes.</p>`,

  'pf-jackpots': `
<p>Tres pots progressius recorren el nostre catàleg d’escurabutxaques: <strong>Mini</strong>, <strong>Major</strong> i <strong>Grand</strong>. Una petita part de cada aposta amb diners reals va als pots, que creixen cada segon que algú juga.</p>
<h2>Com guanyar</h2>
<p>Qualsevol gir amb diners reals en un joc participant pot activar un pot. Com més gran és l’aposta, més probabilitat tens, però tota aposta té la seva oportunitat. El pot es paga al saldo de diners reals sense requisit d’aposta.</p>
<h2>Valors inicials</h2>
<p>Després d’un premi, Mini torna a començar a 100 €, Major a 1.000 € i Grand a 10.000 €. Els imports actuals es mostren al giny de pots de la pàgina d’inici.</p>`,
};
