import type { LegalTexts } from '../legalTexts';

export const es: LegalTexts = {
  titles: {
    terms: 'Condiciones de venta',
    privacy: 'Política de privacidad',
    withdrawal: 'Derecho de desistimiento y devoluciones',
    contact: 'Contacto y datos de la empresa',
    cookies: 'Cookies',
  },
  terms: (
    f,
  ) => `Estas condiciones se aplican a todo pedido realizado en esta tienda con ${f.company}, ${f.address}.

## Pedido y contrato
El contrato se celebra cuando confirmamos tu pedido por correo electrónico. Podemos rechazar un pedido, por ejemplo cuando un artículo está agotado o un precio es claramente erróneo.

## Precios y pago
Los precios se muestran en la moneda del mercado. Los consumidores ven los precios con IVA; los clientes profesionales sin IVA, salvo que elijan otra cosa. Los gastos de envío se muestran antes de enviar el pedido. Pagas con tarjeta, o con factura si tu empresa tiene un acuerdo.

## Entrega
Entregamos en la dirección indicada, normalmente en 2–5 días laborables. Si una entrega se retrasa, te avisamos y puedes cancelar el pedido.

## Reclamaciones
Comunica un defecto en un plazo razonable desde que lo descubras. Los productos defectuosos se reparan, sustituyen o reembolsan según la ley del país en que compras.

## Litigios
Contacta primero con atención al cliente. Los consumidores de la UE también pueden acudir a su junta arbitral de consumo.`,
  privacy: (
    f,
  ) => `${f.company} es responsable del tratamiento de los datos personales que nos facilitas en esta tienda.

## Qué recogemos
Tu nombre, direcciones, correo electrónico, teléfono, pedidos y, en el caso de clientes profesionales, tu empresa y cargo.

## Para qué
Para entregar y facturar tus pedidos, atenderte, llevar la contabilidad que exige la ley y, con tu consentimiento, mejorar la tienda.

## Durante cuánto tiempo
Los datos de pedidos y contables se conservan el tiempo que exige la ley; la cuenta, hasta que la cierres.

## Tus derechos
Puedes solicitar el acceso, la rectificación o la supresión de tus datos, oponerte al tratamiento y reclamar ante la Agencia Española de Protección de Datos. Escribe a ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Como consumidor tienes derecho a desistir de tu compra en un plazo de ${f.withdrawalDays} días sin indicar el motivo.

## Cómo desistir
El plazo empieza el día en que recibes los productos. Avísanos antes de que termine, por correo a ${f.email} o por escrito a ${f.company}, ${f.address}. Basta una declaración clara; también puedes usar el modelo de formulario de desistimiento de la UE.

## Devolución de los productos
Devuelve los productos en un plazo de ${f.withdrawalDays} días desde tu aviso. El coste de la devolución corre de tu cuenta, salvo que los productos sean defectuosos.

## Reembolso
Te reembolsamos lo pagado, incluidos los gastos de envío estándar, en un plazo de ${f.withdrawalDays} días desde que recibimos tu aviso, en la tarjeta con la que pagaste. Podemos esperar a recibir los productos.

## Excepciones
Los productos confeccionados según tus especificaciones, como prendas estampadas o bordadas, quedan excluidos del derecho de desistimiento.`,
  withdrawalBusiness: (
    f,
  ) => `Esta tienda vende a empresas. El derecho legal de desistimiento protege a los consumidores y no se aplica a las compras profesionales.

## Devoluciones por acuerdo
Puedes devolver productos sin usar, en su embalaje original, en un plazo de ${f.returnDays} días desde la entrega. Contacta primero con atención al cliente en ${f.email} y te enviaremos una etiqueta de devolución.

## Costes y abono
El transporte de la devolución corre de tu cuenta. Emitimos un abono o reembolsamos el pago una vez revisados los productos.

## No admiten devolución
Prendas estampadas, bordadas o adaptadas de otro modo y productos pedidos especialmente para ti.`,
  contact: (f) => `## Atención al cliente
Correo electrónico: ${f.email}
Teléfono: ${f.phone}
Horario: ${f.hours}

## Datos de la empresa
${f.company}
${f.address}
Número de registro: ${f.organisationNumber}
NIF-IVA: ${f.vatNumber}`,
  cookies: () => `Usamos cookies para que la tienda funcione y, con tu consentimiento, para mejorarla.

## Estrictamente necesarias
Tu sesión, tu carrito, tu mercado y tu elección sobre el IVA. Están siempre activas.

## Funcionales, de análisis y de publicidad
Recordar tus ajustes, medir el uso de la tienda y el marketing. Solo se instalan con tu consentimiento.

## Tu elección
Puedes cambiar tu elección en cualquier momento con «Configuración de cookies» al pie de cada página.`,
};
