import type { LegalTexts } from '../legalTexts';

export const fr: LegalTexts = {
  titles: {
    terms: 'Conditions générales de vente',
    privacy: 'Politique de confidentialité',
    withdrawal: 'Droit de rétractation et retours',
    contact: 'Contact et mentions légales',
    cookies: 'Cookies',
  },
  terms: (
    f,
  ) => `Ces conditions s’appliquent à toute commande passée dans cette boutique auprès de ${f.company}, ${f.address}.

## Commande et contrat
Le contrat est conclu lorsque nous confirmons votre commande par e-mail. Nous pouvons refuser une commande, par exemple lorsqu’un article est épuisé ou qu’un prix est manifestement erroné.

## Prix et paiement
Les prix sont affichés dans la devise du marché. Les consommateurs voient les prix TTC ; les clients professionnels les voient HT, sauf s’ils choisissent autrement. Les frais de livraison s’affichent avant l’envoi de la commande. Vous payez par carte, ou sur facture si votre entreprise dispose d’un accord.

## Livraison
Nous livrons à l’adresse indiquée, en général sous 2 à 5 jours ouvrés. En cas de retard, nous vous prévenons et vous pouvez annuler la commande.

## Réclamations
Signalez un défaut dans un délai raisonnable après l’avoir constaté. Les produits défectueux sont réparés, remplacés ou remboursés selon le droit du pays où vous achetez.

## Litiges
Contactez d’abord le service client. Les consommateurs de l’UE peuvent aussi recourir gratuitement à un médiateur de la consommation.`,
  privacy: (
    f,
  ) => `${f.company} est responsable du traitement des données personnelles que vous nous confiez dans cette boutique.

## Ce que nous collectons
Vos nom, adresses, e-mail, numéro de téléphone, commandes et, pour les clients professionnels, votre entreprise et votre fonction.

## Pourquoi
Pour livrer et facturer vos commandes, assurer le service client, tenir la comptabilité exigée par la loi et, avec votre consentement, améliorer la boutique.

## Combien de temps
Les données de commande et de comptabilité sont conservées aussi longtemps que la loi l’exige ; un compte, jusqu’à ce que vous le fermiez.

## Vos droits
Vous pouvez demander l’accès à vos données, leur rectification ou leur effacement, vous opposer au traitement et déposer une plainte auprès de l’autorité de protection des données (en France, la CNIL). Écrivez à ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `En tant que consommateur, vous disposez d’un délai de ${f.withdrawalDays} jours pour vous rétracter de votre achat sans avoir à motiver votre décision.

## Comment vous rétracter
Le délai court à partir du jour où vous recevez les produits. Informez-nous avant son expiration, par e-mail à ${f.email} ou par écrit à ${f.company}, ${f.address}. Une déclaration claire suffit ; vous pouvez aussi utiliser le formulaire type de rétractation de l’UE.

## Renvoi des produits
Renvoyez les produits dans les ${f.withdrawalDays} jours suivant votre déclaration. Les frais de retour sont à votre charge, sauf si les produits sont défectueux.

## Remboursement
Nous remboursons l’intégralité de votre paiement, frais de livraison standard compris, dans les ${f.withdrawalDays} jours suivant la réception de votre déclaration, sur la carte utilisée. Nous pouvons attendre le retour des produits.

## Exceptions
Les produits confectionnés selon vos spécifications, comme les vêtements imprimés ou brodés, sont exclus du droit de rétractation.`,
  withdrawalBusiness: (
    f,
  ) => `Cette boutique vend aux entreprises. Le droit légal de rétractation protège les consommateurs et ne s’applique pas aux achats professionnels.

## Retours sur accord
Vous pouvez renvoyer des produits non utilisés, dans leur emballage d’origine, dans les ${f.returnDays} jours suivant la livraison. Contactez d’abord le service client à ${f.email} ; nous vous envoyons un bon de retour.

## Frais et avoir
Les frais de retour sont à votre charge. Nous émettons un avoir ou remboursons le paiement après contrôle des produits.

## Non repris
Les vêtements imprimés, brodés ou adaptés d’une autre manière, et les produits commandés spécialement pour vous.`,
  contact: (f) => `## Service client
E-mail : ${f.email}
Téléphone : ${f.phone}
Horaires d’ouverture : ${f.hours}

## Mentions légales
${f.company}
${f.address}
Numéro d’immatriculation : ${f.organisationNumber}
Numéro de TVA intracommunautaire : ${f.vatNumber}`,
  cookies:
    () => `Nous utilisons des cookies pour faire fonctionner la boutique et, avec votre consentement, pour l’améliorer.

## Strictement nécessaires
Votre session, votre panier, votre marché et votre choix d’affichage de la TVA. Ils sont toujours actifs.

## Fonctionnels, mesure d’audience et ciblage
Mémoriser vos réglages, mesurer l’utilisation de la boutique et le marketing. Ils ne sont déposés qu’avec votre consentement.

## Votre choix
Vous pouvez modifier votre choix à tout moment avec « Paramètres des cookies » en bas de chaque page.`,
};
