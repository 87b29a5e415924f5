import type { DisplayPageSlug } from '@casino/contract/schemas';

/** Textos em português das páginas informativas (HTML da lista branca de contract/src/schemas/content.ts). */
export const PAGE_BODIES_PT: Record<DisplayPageSlug, string> = {
  aboutus: `
<p>Somos um casino online pensado para jogadores que querem uma grande escolha de jogos, regras claras e pagamentos rápidos. O nosso catálogo reúne mais de duas mil slots, jogos de mesa e mesas com croupier ao vivo de mais de vinte estúdios, todos disponíveis em dez idiomas.</p>
<h2>Licenciados e auditados</h2>
<p>O site é gerido por um operador de jogo licenciado. Cada jogo usa um gerador de números aleatórios certificado, e laboratórios independentes testam regularmente os nossos jogos e processos de pagamento. Pode ler como funciona na <a href="/display/fairness-and-rng-testing-methods">página de jogo justo</a>.</p>
<h2>O que prometemos</h2>
<ul>
<li>Termos de bónus transparentes, com o requisito de apostas indicado desde o início.</li>
<li>Levantamentos processados em 24 horas depois de a sua conta ser verificada.</li>
<li>Apoio no seu idioma todos os dias das 08:00 às 23:00 UTC.</li>
<li>Ferramentas que o ajudam a manter o controlo, descritas na <a href="/display/responsiblegaming">página de jogo responsável</a>.</li>
</ul>
<p>Jogar aqui é apenas para adultos. Tem de ter 18 anos ou mais, ou a idade legal do seu país, se for superior.</p>`,

  terms: `
<p>Estes termos e condições constituem um acordo vinculativo entre si e o operador deste site. Ao abrir uma conta, confirma que os leu, compreendeu e aceitou. Podemos atualizar os termos; quando o fizermos, ser-lhe-á pedido que aceite a nova versão antes de continuar a jogar.</p>
<h2>1. A sua conta</h2>
<p>Só pode ter uma conta. Tem de ter pelo menos 18 anos e as informações que nos dá têm de ser verdadeiras e completas. É responsável por manter secretos a sua palavra-passe e quaisquer códigos de segurança.</p>
<h2>2. Depósitos e levantamentos</h2>
<p>Os depósitos têm de vir de métodos de pagamento registados em seu nome. Antes do primeiro levantamento verificamos a sua identidade conforme descrito na nossa <a href="/display/aml-and-kyc-policy">política AML e KYC</a>. Sempre que possível, os levantamentos são pagos para o método usado no depósito.</p>
<h2>3. Bónus</h2>
<p>Cada bónus tem o seu próprio requisito de apostas e data de validade, mostrados antes da ativação. O abuso de bónus, como abrir várias contas ou usar padrões de aposta sem risco, leva ao cancelamento do bónus e dos respetivos ganhos.</p>
<h2>4. Jogo limpo</h2>
<p>Os resultados dos jogos são decididos por geradores de números aleatórios certificados. Se um jogo avariar, todas as apostas e ganhos afetados são anulados. Podemos encerrar contas envolvidas em fraude, conluio ou utilização de software automatizado.</p>
<h2>5. Reclamações</h2>
<p>Se não estiver satisfeito com o nosso serviço, siga os passos da <a href="/display/dispute-resolution">página de resolução de litígios</a>.</p>`,

  privacypolicy: `
<p>Respeitamos a sua privacidade e tratamos dados pessoais apenas para gerir a sua conta, cumprir as nossas obrigações legais e manter o site seguro. Esta política explica o que recolhemos e as escolhas que tem.</p>
<h2>O que recolhemos</h2>
<ul>
<li>Dados de identidade e contacto: nome, data de nascimento, morada, e-mail e número de telefone.</li>
<li>Dados da conta: depósitos, levantamentos, apostas, bónus e comunicações com o apoio.</li>
<li>Dados técnicos: endereço IP, tipo de dispositivo e de navegador, e os cookies descritos na nossa <a href="/display/cookiepolicy">política de cookies</a>.</li>
</ul>
<h2>Para que os usamos</h2>
<p>Usamos os seus dados para disponibilizar os jogos, processar pagamentos, verificar a sua identidade, prevenir a fraude e o branqueamento de capitais e, apenas se concordar, enviar-lhe ofertas. Nunca vendemos dados pessoais.</p>
<h2>Os seus direitos</h2>
<p>Pode pedir uma cópia dos seus dados, corrigi-los, opor-se ao marketing ou pedir-nos que apaguemos os dados que a lei não nos obriga a conservar. Escreva à nossa equipa de apoio e respondemos em 30 dias.</p>
<h2>Durante quanto tempo os guardamos</h2>
<p>A lei de combate ao branqueamento de capitais obriga-nos a guardar os registos de conta e de transações durante pelo menos cinco anos após o encerramento da conta.</p>`,

  responsiblegaming: `
<p>O jogo deve ser entretenimento, nunca uma forma de ganhar dinheiro ou de fugir aos problemas. Queremos que goste de jogar e mantenha o controlo, por isso oferecemos ferramentas que pode usar a qualquer momento na sua conta.</p>
<h2>Ferramentas que ajudam</h2>
<ul>
<li><strong>Limites de depósito</strong>: defina um máximo diário, semanal ou mensal.</li>
<li><strong>Pausa</strong>: suspenda a sua conta de 24 horas até seis semanas.</li>
<li><strong>Autoexclusão</strong>: feche a sua conta por seis meses ou mais; consulte <a href="/display/self-exclusion">autoexclusão</a>.</li>
<li><strong>Alertas de tempo</strong>: lembretes de há quanto tempo está a jogar.</li>
</ul>
<h2>Sinais de alerta</h2>
<p>Gastar mais do que planeou, tentar recuperar perdas, pedir dinheiro emprestado para jogar ou esconder o jogo dos outros são sinais de que pode ser altura de parar. Seja honesto consigo próprio e faça uma pausa.</p>
<h2>Onde encontrar ajuda</h2>
<p>Organizações como a <a href="https://www.gamcare.org.uk/">GamCare</a>, a <a href="https://www.begambleaware.org/">BeGambleAware</a> e a <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a> oferecem ajuda gratuita e confidencial. A nossa equipa de apoio também pode definir limites por si.</p>
<p>Não permitimos que menores de 18 anos joguem. Se partilha um dispositivo com crianças, use software de controlo parental.</p>`,

  cookiepolicy: `
<p>Os cookies são pequenos ficheiros de texto que um site guarda no seu navegador. Usamos o mínimo possível e pedimos o seu consentimento antes de guardar qualquer cookie que não seja estritamente necessário.</p>
<h2>Cookies que usamos</h2>
<ul>
<li><strong>auth_token</strong>: mantém a sua sessão iniciada. Estritamente necessário.</li>
<li><strong>i18n_redirected</strong>: lembra o idioma que escolheu durante 365 dias.</li>
<li><strong>Cookie de parceiro</strong>: lembra durante 365 dias que parceiro o enviou até nós, para que lhe seja creditado.</li>
<li><strong>Cookies de análise</strong>: ajudam-nos a perceber que páginas são usadas, apenas com o seu consentimento.</li>
</ul>
<h2>Gerir os cookies</h2>
<p>Pode apagar ou bloquear os cookies nas definições do navegador. Se bloquear os cookies estritamente necessários, não conseguirá iniciar sessão.</p>`,

  'self-exclusion': `
<p>Se sente que o jogo lhe ocupa demasiado tempo ou dinheiro, pode excluir-se do jogo. A autoexclusão é um passo sério e não pode ser revertida antes do fim do período.</p>
<h2>Como funciona</h2>
<ol>
<li>Abra <strong>Conta → Autoexclusão</strong> ou peça à nossa equipa de apoio.</li>
<li>Escolha um período: seis meses, um ano, cinco anos ou permanentemente.</li>
<li>Confirme. A sua conta é bloqueada de imediato e os bónus pendentes são cancelados.</li>
</ol>
<p>Enquanto estiver excluído não pode iniciar sessão para jogar, depositar nem receber mensagens de marketing. O saldo restante pode continuar a ser levantado.</p>
<h2>Uma pausa mais curta</h2>
<p>Se só precisa de uma pausa, escolha antes um período de 24 horas a seis semanas. Saiba mais na <a href="/display/responsiblegaming">página de jogo responsável</a>.</p>`,

  'dispute-resolution': `
<p>Levamos a sério cada reclamação e procuramos resolvê-la de forma rápida e justa.</p>
<h2>Passo 1: contacte o apoio</h2>
<p>A maioria das questões é resolvida no chat ao vivo ou por e-mail em poucas horas. Indique o seu nome de utilizador, a data e a hora do acontecimento e, se possível, o número da ronda ou do pagamento.</p>
<h2>Passo 2: reclamação formal</h2>
<p>Se não ficar satisfeito, envie uma reclamação formal por e-mail. Um gestor de reclamações que não esteve envolvido no caso original analisa-a e dá-lhe uma resposta escrita em 14 dias.</p>
<h2>Passo 3: análise independente</h2>
<p>Se continuar a discordar, pode submeter o litígio à entidade independente designada pela nossa autoridade de licenciamento. O serviço é gratuito para os jogadores e aceitamos a sua decisão.</p>
<p>Os registos de jogo são guardados durante pelo menos cinco anos, por isso podemos sempre verificar o que aconteceu numa ronda contestada.</p>`,

  'aml-and-kyc-policy': `
<p>Cumprimos as leis de combate ao branqueamento de capitais (AML) e ao financiamento do terrorismo. Conhecer os nossos clientes (KYC) protege-nos a ambos contra a fraude e mantém a plataforma limpa.</p>
<h2>Verificação</h2>
<p>Antes do primeiro levantamento, e sempre que a lei o exija, pedimos:</p>
<ul>
<li>um passaporte, cartão de cidadão ou carta de condução válidos;</li>
<li>um comprovativo de morada emitido nos últimos três meses;</li>
<li>uma prova de que é titular do método de pagamento que usou.</li>
</ul>
<p>Carregue os documentos em <strong>Conta → Verificação</strong>. Normalmente verificamo-los em 24 horas.</p>
<h2>Monitorização</h2>
<p>Monitorizamos as transações para detetar padrões invulgares. Os depósitos têm de ser apostados pelo menos uma vez antes de poderem ser levantados. Podemos perguntar pela origem dos seus fundos e temos de comunicar atividades suspeitas às autoridades sem informar o cliente.</p>`,

  'fairness-and-rng-testing-methods': `
<p>Cada rodada de slot, distribuição de cartas e resultado de roleta neste site é decidido por um gerador de números aleatórios (RNG). O RNG produz resultados que não podem ser previstos nem influenciados, nem pelos jogadores nem por nós.</p>
<h2>Como o RNG é testado</h2>
<ul>
<li>Laboratórios independentes testam o RNG de cada jogo antes da publicação, com testes estatísticos sobre milhões de resultados.</li>
<li>O retorno ao jogador (RTP) de cada jogo é medido e comparado com o valor publicado pelo estúdio.</li>
<li>Os testes são repetidos regularmente e sempre que um jogo é atualizado.</li>
</ul>
<h2>Retorno ao jogador</h2>
<p>O RTP é a parte de todas as apostas que um jogo devolve ao longo de muito tempo. Uma slot com um RTP de 96 % devolve em média 96 de cada 100 unidades apostadas. Numa sessão curta os resultados variam muito: o RTP é uma média, não uma promessa.</p>
<p>Cada jogo mostra o seu RTP no painel de informação, e o histórico completo das suas rondas está disponível na sua conta.</p>`,

  'account-pay-outs-and-bonuses': `
<p>Esta página reúne as regras que se aplicam ao seu saldo, aos levantamentos e ao dinheiro de bónus.</p>
<h2>Saldos</h2>
<p>A sua conta tem um saldo em dinheiro real e, quando um bónus está ativo, um saldo de bónus. As apostas são retiradas primeiro do saldo em dinheiro real.</p>
<h2>Levantamentos</h2>
<ul>
<li>Levantamento mínimo: 20 na moeda da sua conta.</li>
<li>As contas verificadas são pagas em 24 horas; os pagamentos por cartão podem demorar mais 1 a 3 dias úteis bancários.</li>
<li>Um levantamento pendente pode ser cancelado no seu histórico de pagamentos enquanto não for processado.</li>
</ul>
<h2>Apostas do bónus</h2>
<p>O dinheiro de bónus passa a poder ser levantado depois de o apostar o número de vezes indicado na oferta, por exemplo 35 vezes. As slots contam 100 % para as apostas, os jogos de mesa 10 % e os jogos ao vivo 5 %. Enquanto um bónus estiver ativo, a aposta máxima é de 5 por rodada.</p>`,

  cash_back_system: `
<p>O cashback devolve parte das suas perdas líquidas da semana anterior, para que uma má semana nunca seja uma perda total.</p>
<h2>Quanto</h2>
<p>A percentagem depende do seu <a href="/display/status">estatuto</a>: de 5 % em Ferro até 15 % em Diamante.</p>
<h2>Como é calculado</h2>
<p>Perda líquida = apostas em dinheiro real − ganhos em dinheiro real − bónus recebidos, de segunda-feira às 00:00 a domingo às 23:59 UTC. Só conta o jogo a dinheiro real.</p>
<h2>Quando é pago</h2>
<p>O cashback é creditado todas as segundas-feiras e tem de ser reclamado em 72 horas em <strong>Conta → Campanhas de bónus</strong>. O requisito de apostas é de apenas 5 vezes.</p>`,

  points: `
<p>Cada aposta a dinheiro real dá pontos de fidelidade: um ponto por cada 10 unidades da sua moeda apostadas.</p>
<h2>Trocar pontos</h2>
<p>Troque pontos por dinheiro real a qualquer momento na <a href="/points">página de pontos</a>. A taxa normal é de 100 pontos por 1 unidade da sua moeda; os estatutos mais altos têm uma taxa melhor. O dinheiro trocado não tem requisito de apostas.</p>
<h2>Pontos e estatuto</h2>
<p>Os pontos que ganha também contam para o seu <a href="/display/status">nível de estatuto</a>. Trocar pontos não baixa o seu estatuto.</p>`,

  free_spins: `
<p>As rodadas grátis permitem jogar numa slot sem apostar o seu próprio dinheiro. Recebe-as no pacote de boas-vindas, em promoções semanais, como prémios de torneios e ao introduzir um código de bónus.</p>
<h2>Regras</h2>
<ul>
<li>As rodadas grátis são válidas no jogo indicado na oferta e expiram após 7 dias.</li>
<li>Cada rodada é jogada com o valor de aposta indicado na oferta.</li>
<li>Os ganhos das rodadas grátis são pagos como dinheiro de bónus com um requisito de apostas de 40 vezes.</li>
</ul>
<p>Encontre as suas rodadas grátis em <strong>Conta → Campanhas de bónus</strong>.</p>`,

  first_deposit_bonus: `
<p>Comece com o dobro do dinheiro: igualamos o seu primeiro depósito a 100 % até 500 € (ou o equivalente na sua moeda) e juntamos 100 rodadas grátis.</p>
<h2>Como o obter</h2>
<ol>
<li>Registe-se e confirme o seu e-mail.</li>
<li>Faça um primeiro depósito de pelo menos 20 €.</li>
<li>O bónus é creditado automaticamente; as rodadas grátis chegam em lotes de 20 ao longo de cinco dias.</li>
</ol>
<h2>Condições</h2>
<ul>
<li>Apostas: 35 vezes o valor do bónus em 30 dias.</li>
<li>Aposta máxima durante as apostas do bónus: 5 €.</li>
<li>Um bónus de boas-vindas por pessoa, agregado e dispositivo.</li>
</ul>
<p>Aplicam-se os <a href="/display/terms">termos e condições</a> gerais.</p>`,

  status: `
<p>Quanto mais joga, mais alto é o seu estatuto, e cada nível traz melhores recompensas. Todos os novos jogadores começam em Ferro.</p>
<h2>Níveis</h2>
<ul>
<li><strong>Ferro</strong>: 5 % de cashback, taxa de pontos normal.</li>
<li><strong>Bronze</strong>: 7 % de cashback, um bónus de aniversário.</li>
<li><strong>Prata</strong>: 9 % de cashback, taxa de pontos 10 % melhor.</li>
<li><strong>Ouro</strong>: 11 % de cashback, levantamentos mais rápidos.</li>
<li><strong>Platina</strong>: 13 % de cashback, limites de levantamento mais altos.</li>
<li><strong>Diamante</strong>: 15 % de cashback e um gestor pessoal.</li>
</ul>
<p>O estatuto baseia-se nos pontos que ganhou nos últimos 90 dias e é revisto no primeiro dia de cada mês.</p>`,

  'pf-jackpots': `
<p>Três jackpots progressivos percorrem o nosso catálogo de slots: <strong>Mini</strong>, <strong>Major</strong> e <strong>Grand</strong>. Uma pequena parte de cada aposta a dinheiro real vai para os prémios, que crescem a cada segundo em que alguém joga.</p>
<h2>Como ganhar</h2>
<p>Qualquer rodada a dinheiro real num jogo participante pode ativar um jackpot. Quanto maior a sua aposta, maior a sua probabilidade, mas todas as apostas têm hipótese. O jackpot é pago no seu saldo em dinheiro real sem requisito de apostas.</p>
<h2>Valores iniciais</h2>
<p>Depois de um prémio, o Mini recomeça em 100 €, o Major em 1000 € e o Grand em 10 000 €. Os valores atuais aparecem no widget de jackpots da página inicial.</p>`,
};
