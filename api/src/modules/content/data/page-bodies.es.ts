import type { DisplayPageSlug } from '@casino/contract/schemas';

/** Textos en español de las páginas informativas (HTML de la lista blanca de contract/src/schemas/content.ts); al jugador, «tú». */
export const PAGE_BODIES_ES: Record<DisplayPageSlug, string> = {
  aboutus: `
<p>Somos un casino en línea pensado para jugadores que quieren una gran variedad de juegos, reglas claras y pagos rápidos. Nuestro catálogo reúne más de dos mil tragamonedas, juegos de mesa y mesas con crupier en vivo de más de veinte estudios, todos disponibles en diez idiomas.</p>
<h2>Con licencia y auditados</h2>
<p>El sitio lo gestiona un operador de juego con licencia. Cada juego usa un generador de números aleatorios certificado, y laboratorios independientes revisan nuestros juegos y procesos de pago con regularidad. Puedes leer cómo funciona en la <a href="/display/fairness-and-rng-testing-methods">página de juego justo</a>.</p>
<h2>Lo que prometemos</h2>
<ul>
<li>Condiciones de bonos transparentes, con el requisito de apuesta indicado desde el principio.</li>
<li>Retiros procesados en 24 horas una vez verificada tu cuenta.</li>
<li>Atención en tu idioma todos los días de 08:00 a 23:00 UTC.</li>
<li>Herramientas que te ayudan a mantener el control, descritas en la <a href="/display/responsiblegaming">página de juego responsable</a>.</li>
</ul>
<p>Jugar aquí es solo para adultos. Debes tener 18 años o más, o la edad legal de tu país si es mayor.</p>`,

  terms: `
<p>Estos términos y condiciones forman un acuerdo vinculante entre tú y el operador de este sitio. Al abrir una cuenta confirmas que los has leído, entendido y aceptado. Podemos actualizarlos; cuando lo hagamos, te pediremos que aceptes la nueva versión antes de seguir jugando.</p>
<h2>1. Tu cuenta</h2>
<p>Solo puedes tener una cuenta. Debes tener al menos 18 años y la información que nos des debe ser verdadera y completa. Eres responsable de mantener en secreto tu contraseña y cualquier código de seguridad.</p>
<h2>2. Depósitos y retiros</h2>
<p>Los depósitos deben proceder de métodos de pago registrados a tu nombre. Antes de tu primer retiro verificamos tu identidad como se describe en nuestra <a href="/display/aml-and-kyc-policy">política AML y KYC</a>. Siempre que sea posible, los retiros se pagan al método usado para el depósito.</p>
<h2>3. Bonos</h2>
<p>Cada bono tiene su propio requisito de apuesta y fecha de caducidad, que se muestran antes de activarlo. El abuso de bonos, como abrir varias cuentas o usar patrones de apuesta sin riesgo, supone la cancelación del bono y de sus ganancias.</p>
<h2>4. Juego limpio</h2>
<p>Los resultados los deciden generadores de números aleatorios certificados. Si un juego falla, todas las apuestas y ganancias afectadas quedan anuladas. Podemos cerrar cuentas implicadas en fraude, colusión o uso de software automatizado.</p>
<h2>5. Reclamaciones</h2>
<p>Si no estás satisfecho con nuestro servicio, sigue los pasos de la <a href="/display/dispute-resolution">página de resolución de disputas</a>.</p>`,

  privacypolicy: `
<p>Respetamos tu privacidad y tratamos datos personales solo para gestionar tu cuenta, cumplir nuestras obligaciones legales y mantener el sitio seguro. Esta política explica qué recogemos y qué opciones tienes.</p>
<h2>Qué recogemos</h2>
<ul>
<li>Datos de identidad y contacto: nombre, fecha de nacimiento, dirección, correo electrónico y teléfono.</li>
<li>Datos de la cuenta: depósitos, retiros, apuestas, bonos y comunicaciones con el soporte.</li>
<li>Datos técnicos: dirección IP, tipo de dispositivo y navegador, y las cookies descritas en nuestra <a href="/display/cookiepolicy">política de cookies</a>.</li>
</ul>
<h2>Para qué los usamos</h2>
<p>Usamos tus datos para ofrecer los juegos, procesar pagos, verificar tu identidad, prevenir el fraude y el blanqueo de capitales y, solo si lo aceptas, enviarte ofertas. Nunca vendemos datos personales.</p>
<h2>Tus derechos</h2>
<p>Puedes pedir una copia de tus datos, corregirlos, oponerte al marketing o pedirnos que borremos los datos que la ley no nos obliga a conservar. Escribe a nuestro equipo de soporte y te responderemos en 30 días.</p>
<h2>Cuánto tiempo los guardamos</h2>
<p>La ley contra el blanqueo de capitales nos obliga a guardar los registros de cuenta y transacciones al menos cinco años después del cierre de la cuenta.</p>`,

  responsiblegaming: `
<p>El juego debe ser entretenimiento, nunca una forma de ganar dinero ni de escapar de los problemas. Queremos que disfrutes jugando y mantengas el control, por eso te ofrecemos herramientas que puedes usar en cualquier momento desde tu cuenta.</p>
<h2>Herramientas que ayudan</h2>
<ul>
<li><strong>Límites de depósito</strong>: fija un máximo diario, semanal o mensual.</li>
<li><strong>Pausa</strong>: pausa tu cuenta desde 24 horas hasta seis semanas.</li>
<li><strong>Autoexclusión</strong>: cierra tu cuenta durante seis meses o más; consulta <a href="/display/self-exclusion">autoexclusión</a>.</li>
<li><strong>Avisos de realidad</strong>: recordatorios del tiempo que llevas jugando.</li>
</ul>
<h2>Señales de alerta</h2>
<p>Gastar más de lo previsto, intentar recuperar pérdidas, pedir dinero prestado para jugar u ocultar tu juego a los demás son señales de que quizá sea hora de parar. Sé sincero contigo mismo y tómate un descanso.</p>
<h2>Dónde encontrar ayuda</h2>
<p>Organizaciones como <a href="https://www.gamcare.org.uk/">GamCare</a>, <a href="https://www.begambleaware.org/">BeGambleAware</a> y <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a> ofrecen ayuda gratuita y confidencial. Nuestro equipo de soporte también puede fijar límites por ti.</p>
<p>No permitimos jugar a menores de 18 años. Si compartes un dispositivo con niños, usa un software de control parental.</p>`,

  cookiepolicy: `
<p>Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador. Usamos las menos posibles y pedimos tu consentimiento antes de instalar cualquier cookie que no sea estrictamente necesaria.</p>
<h2>Cookies que usamos</h2>
<ul>
<li><strong>auth_token</strong>: mantiene tu sesión iniciada. Estrictamente necesaria.</li>
<li><strong>i18n_redirected</strong>: recuerda el idioma que elegiste durante 365 días.</li>
<li><strong>Cookie de socio</strong>: recuerda durante 365 días qué socio te envió a nosotros, para poder acreditárselo.</li>
<li><strong>Cookies de análisis</strong>: nos ayudan a entender qué páginas se usan, solo con tu consentimiento.</li>
</ul>
<h2>Gestionar las cookies</h2>
<p>Puedes borrar o bloquear las cookies en la configuración de tu navegador. Si bloqueas las cookies estrictamente necesarias, no podrás iniciar sesión.</p>`,

  'self-exclusion': `
<p>Si sientes que el juego te ocupa demasiado tiempo o dinero, puedes excluirte del juego. La autoexclusión es un paso serio y no se puede revertir antes de que termine el periodo.</p>
<h2>Cómo funciona</h2>
<ol>
<li>Abre <strong>Cuenta → Autoexclusión</strong> o pídeselo a nuestro equipo de soporte.</li>
<li>Elige un periodo: seis meses, un año, cinco años o de forma permanente.</li>
<li>Confirma. Tu cuenta se bloquea al instante y se cancelan los bonos pendientes.</li>
</ol>
<p>Mientras estés excluido no podrás iniciar sesión para jugar, depositar ni recibir mensajes de marketing. El saldo restante se puede seguir retirando.</p>
<h2>Un descanso más corto</h2>
<p>Si solo necesitas una pausa, elige en su lugar un periodo de 24 horas a seis semanas. Más información en la <a href="/display/responsiblegaming">página de juego responsable</a>.</p>`,

  'dispute-resolution': `
<p>Nos tomamos en serio cada reclamación y procuramos resolverla de forma rápida y justa.</p>
<h2>Paso 1: contacta con el soporte</h2>
<p>La mayoría de las consultas se resuelven en el chat en vivo o por correo en pocas horas. Indica tu usuario, la fecha y la hora del suceso y, si puedes, el número de la ronda o del pago.</p>
<h2>Paso 2: reclamación formal</h2>
<p>Si no quedas satisfecho, envía una reclamación formal por correo. Un responsable de reclamaciones que no participó en el caso original la revisará y te dará una respuesta por escrito en 14 días.</p>
<h2>Paso 3: revisión independiente</h2>
<p>Si sigues sin estar de acuerdo, puedes llevar la disputa al organismo independiente designado por nuestra autoridad de licencias. El servicio es gratuito para los jugadores y aceptamos su decisión.</p>
<p>Los registros de juego se guardan al menos cinco años, así que siempre podemos comprobar qué ocurrió en una ronda en disputa.</p>`,

  'aml-and-kyc-policy': `
<p>Cumplimos las leyes contra el blanqueo de capitales (AML) y la financiación del terrorismo. Conocer a nuestros clientes (KYC) nos protege a ti y a nosotros del fraude y mantiene limpia la plataforma.</p>
<h2>Verificación</h2>
<p>Antes de tu primer retiro, y siempre que la ley lo exija, te pedimos:</p>
<ul>
<li>un pasaporte, documento nacional de identidad o permiso de conducir válido;</li>
<li>un justificante de domicilio emitido en los últimos tres meses;</li>
<li>una prueba de que eres titular del método de pago que usaste.</li>
</ul>
<p>Sube los documentos en <strong>Cuenta → Verificación</strong>. Normalmente los revisamos en 24 horas.</p>
<h2>Supervisión</h2>
<p>Supervisamos las transacciones en busca de patrones inusuales. Los depósitos deben apostarse al menos una vez antes de poder retirarse. Podemos preguntarte por el origen de tus fondos y debemos comunicar la actividad sospechosa a las autoridades sin avisar al cliente.</p>`,

  'fairness-and-rng-testing-methods': `
<p>Cada giro de tragamonedas, reparto de cartas y resultado de ruleta de este sitio lo decide un generador de números aleatorios (RNG). El RNG produce resultados que no se pueden predecir ni influir, ni los jugadores ni nosotros.</p>
<h2>Cómo se prueba el RNG</h2>
<ul>
<li>Laboratorios independientes prueban el RNG de cada juego antes de publicarlo, con pruebas estadísticas sobre millones de resultados.</li>
<li>El retorno al jugador (RTP) de cada juego se mide y se compara con el valor que publica el estudio.</li>
<li>Las pruebas se repiten con regularidad y cada vez que se actualiza un juego.</li>
</ul>
<h2>Retorno al jugador</h2>
<p>El RTP es la parte de todas las apuestas que un juego devuelve a muy largo plazo. Una tragamonedas con un RTP del 96 % devuelve de media 96 de cada 100 unidades apostadas. En una sesión corta los resultados varían mucho: el RTP es una media, no una promesa.</p>
<p>Cada juego muestra su RTP en su panel de información, y el historial completo de tus rondas está en tu cuenta.</p>`,

  'account-pay-outs-and-bonuses': `
<p>Esta página reúne las reglas que se aplican a tu saldo, a los retiros y al dinero de bonos.</p>
<h2>Saldos</h2>
<p>Tu cuenta tiene un saldo de dinero real y, cuando hay un bono activo, un saldo de bono. Las apuestas se descuentan primero del saldo de dinero real.</p>
<h2>Retiros</h2>
<ul>
<li>Retiro mínimo: 20 en la moneda de tu cuenta.</li>
<li>Las cuentas verificadas cobran en 24 horas; los pagos con tarjeta pueden tardar de 1 a 3 días bancarios más.</li>
<li>Un retiro pendiente se puede cancelar desde tu historial de pagos mientras no se haya procesado.</li>
</ul>
<h2>Apuesta de bonos</h2>
<p>El dinero del bono se puede retirar cuando lo hayas apostado las veces indicadas en la oferta, por ejemplo 35 veces. Las tragamonedas cuentan un 100 % para la apuesta, los juegos de mesa un 10 % y los juegos en vivo un 5 %. Mientras haya un bono activo, la apuesta máxima es de 5 por giro.</p>`,

  cash_back_system: `
<p>El cashback te devuelve parte de tus pérdidas netas de la semana anterior, así que una mala semana nunca es una pérdida total.</p>
<h2>Cuánto</h2>
<p>El porcentaje depende de tu <a href="/display/status">estatus</a>: desde el 5 % en Hierro hasta el 15 % en Diamante.</p>
<h2>Cómo se calcula</h2>
<p>Pérdida neta = apuestas con dinero real − ganancias con dinero real − bonos recibidos, del lunes 00:00 al domingo 23:59 UTC. Solo cuenta el juego con dinero real.</p>
<h2>Cuándo se paga</h2>
<p>El cashback se abona cada lunes y debe reclamarse en 72 horas en <strong>Cuenta → Campañas de bonos</strong>. Su requisito de apuesta es de solo 5 veces.</p>`,

  points: `
<p>Cada apuesta con dinero real suma puntos de fidelidad: un punto por cada 10 unidades de tu moneda apostadas.</p>
<h2>Canjear puntos</h2>
<p>Canjea puntos por dinero real cuando quieras en la <a href="/points">página de puntos</a>. La tasa estándar es de 100 puntos por 1 unidad de tu moneda; los estatus más altos obtienen una tasa mejor. El dinero canjeado no tiene requisito de apuesta.</p>
<h2>Puntos y estatus</h2>
<p>Los puntos que ganas también cuentan para tu <a href="/display/status">nivel de estatus</a>. Canjear puntos no baja tu estatus.</p>`,

  free_spins: `
<p>Los giros gratis te permiten jugar a una tragamonedas sin apostar tu propio dinero. Los consigues en el paquete de bienvenida, en promociones semanales, como premios de torneos y al introducir un código de bono.</p>
<h2>Reglas</h2>
<ul>
<li>Los giros gratis son válidos en el juego indicado en la oferta y caducan a los 7 días.</li>
<li>Cada giro se juega con el valor de apuesta indicado en la oferta.</li>
<li>Las ganancias de los giros gratis se pagan como dinero de bono con un requisito de apuesta de 40 veces.</li>
</ul>
<p>Encontrarás tus giros gratis en <strong>Cuenta → Campañas de bonos</strong>.</p>`,

  first_deposit_bonus: `
<p>Empieza con el doble de dinero: igualamos tu primer depósito al 100 % hasta 500 € (o el equivalente en tu moneda) y añadimos 100 giros gratis.</p>
<h2>Cómo conseguirlo</h2>
<ol>
<li>Regístrate y confirma tu correo electrónico.</li>
<li>Haz un primer depósito de al menos 20 €.</li>
<li>El bono se abona automáticamente; los giros gratis llegan en lotes de 20 durante cinco días.</li>
</ol>
<h2>Condiciones</h2>
<ul>
<li>Apuesta: 35 veces el importe del bono en 30 días.</li>
<li>Apuesta máxima mientras se cumple el requisito: 5 €.</li>
<li>Un bono de bienvenida por persona, hogar y dispositivo.</li>
</ul>
<p>Se aplican los <a href="/display/terms">términos y condiciones</a> generales.</p>`,

  status: `
<p>Cuanto más juegas, más alto es tu estatus, y cada nivel trae mejores recompensas. Todo jugador nuevo empieza en Hierro.</p>
<h2>Niveles</h2>
<ul>
<li><strong>Hierro</strong>: 5 % de cashback, tasa de puntos estándar.</li>
<li><strong>Bronce</strong>: 7 % de cashback, un bono de cumpleaños.</li>
<li><strong>Plata</strong>: 9 % de cashback, tasa de puntos un 10 % mejor.</li>
<li><strong>Oro</strong>: 11 % de cashback, retiros más rápidos.</li>
<li><strong>Platino</strong>: 13 % de cashback, límites de retiro más altos.</li>
<li><strong>Diamante</strong>: 15 % de cashback y un gestor personal.</li>
</ul>
<p>El estatus se basa en los puntos que ganaste en los últimos 90 días y se revisa el primer día de cada mes.</p>`,

  'pf-jackpots': `
<p>Tres botes progresivos recorren nuestro catálogo de tragamonedas: <strong>Mini</strong>, <strong>Major</strong> y <strong>Grand</strong>. Una pequeña parte de cada apuesta con dinero real va a los botes, que crecen cada segundo que alguien juega.</p>
<h2>Cómo ganar</h2>
<p>Cualquier giro con dinero real en un juego participante puede activar un bote. Cuanto mayor es tu apuesta, mayor es tu probabilidad, pero toda apuesta tiene su oportunidad. El bote se paga en tu saldo de dinero real sin requisito de apuesta.</p>
<h2>Valores iniciales</h2>
<p>Tras un premio, Mini vuelve a empezar en 100 €, Major en 1000 € y Grand en 10 000 €. Los importes actuales se muestran en el widget de botes de la página de inicio.</p>`,
};
