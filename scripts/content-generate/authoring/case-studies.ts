import type { Article } from './article-types.js';

/** Case studies: mandates the firm can describe without naming the client. */
export const caseStudies: readonly Article[] = [
  {
    id: 'case-2023-vente-fabricant-aerospatial',
    date: '2023-03-21',
    authors: ['emp-marie-tremblay', 'emp-jean-francois-gagnon'],
    practiceAreas: ['pa-droit-des-affaires', 'pa-fiscalite'],
    industries: ['ind-manufacturier'],
    related: ['news-2026-verification-diligente-main-d-oeuvre', 'case-2026-acquisition-editeur-logiciels'],
    title: {
      fr: 'Vente d’un fabricant de composantes aérospatiales à un acquéreur américain',
      en: 'Sale of an aerospace component manufacturer to a U.S. buyer',
    },
    slug: { fr: 'vente-fabricant-composantes-aerospatiales', en: 'sale-aerospace-component-manufacturer' },
    excerpt: {
      fr: 'Comment nous avons aidé les fondateurs d’un fabricant de la Rive-Nord à vendre leur entreprise tout en protégeant leurs employés et leur héritage.',
      en: 'How we helped the founders of a North Shore manufacturer sell their company while protecting their employees and their legacy.',
    },
    keyPoints: {
      fr: 'Une entreprise familiale de 220 employés\nUne vente à un acquéreur stratégique américain\nDes engagements de maintien des activités au Québec',
      en: 'A 220-employee family business\nA sale to a U.S. strategic buyer\nCommitments to keep operations in Québec',
    },
    body: {
      fr: `## Le contexte

Les deux fondateurs d'un fabricant de composantes aérospatiales de la Rive-Nord souhaitaient prendre leur retraite. Aucun membre de la famille ne voulait reprendre l'entreprise, qui compte 220 employés.

## Notre intervention

- Préparation de l'entreprise à la vente : mise à jour des contrats clients, régularisation de la propriété intellectuelle, vérification diligente du vendeur
- Structuration fiscale permettant aux fondateurs d'utiliser leur exonération pour gains en capital, avec notre groupe [Fiscalité](record:pa-fiscalite)
- Négociation de la convention d'achat avec un acquéreur stratégique américain
- Engagements de maintien des activités et des emplois au Québec pour cinq ans

## Le résultat

La transaction a été conclue en moins de cinq mois, à un prix supérieur aux attentes initiales des vendeurs. L'usine a depuis accueilli de nouveaux contrats du groupe acquéreur.

> Les vendeurs tenaient autant au sort de leurs employés qu'au prix. Nous avons négocié en gardant ces deux objectifs en tête du début à la fin.
> — Marie Tremblay`,
      en: `## Background

The two founders of an aerospace component manufacturer on Montréal's North Shore wanted to retire. No family member wished to take over the business, which has 220 employees.

## What we did

- Prepared the business for sale: updated customer contracts, cleaned up intellectual property, ran vendor due diligence
- Tax structuring allowing the founders to use their capital gains exemption, with our [Tax](record:pa-fiscalite) group
- Negotiated the purchase agreement with a U.S. strategic buyer
- Secured commitments to maintain operations and jobs in Québec for five years

## The outcome

The deal closed in under five months, at a price above the sellers' initial expectations. The plant has since won new contracts from the buyer's group.

> The sellers cared as much about their employees as about the price. We negotiated with both goals in mind from start to finish.
> — Marie Tremblay`,
    },
  },
  {
    id: 'case-2023-accident-usine-cnesst',
    date: '2023-11-14',
    authors: ['emp-noemie-bilodeau', 'emp-genevieve-caron'],
    practiceAreas: ['pa-droit-du-travail'],
    industries: ['ind-manufacturier'],
    related: ['news-2025-programmes-prevention', 'case-2025-injonction-secrets-commerciaux'],
    title: {
      fr: 'Accompagner un fabricant après un accident grave',
      en: 'Supporting a manufacturer after a serious accident',
    },
    slug: { fr: 'fabricant-accident-grave-cnesst', en: 'manufacturer-serious-accident-cnesst' },
    excerpt: {
      fr: 'Après un accident impliquant une presse, un fabricant estrien a fait face à une enquête de la CNESST et à des constats d’infraction. Notre équipe l’a épaulé à chaque étape.',
      en: 'After an accident involving a press, an Eastern Townships manufacturer faced a CNESST investigation and statements of offence. Our team supported it every step of the way.',
    },
    keyPoints: {
      fr: 'Intervention dans les heures suivant l’accident\nRévision complète du programme de prévention\nRèglement favorable des constats d’infraction',
      en: 'Involvement within hours of the accident\nFull review of the prevention program\nFavourable resolution of the statements of offence',
    },
    body: {
      fr: `## Le contexte

Un opérateur d'un fabricant de pièces métalliques de l'Estrie a été gravement blessé à la main par une presse. La CNESST a ouvert une enquête et ordonné l'arrêt de l'équipement.

## Notre intervention

- Présence sur place le jour même pour encadrer la préservation de la preuve et les premières communications
- Accompagnement des dirigeants et des témoins pendant les entrevues de l'inspecteur
- Révision du programme de prévention et des méthodes de cadenassage
- Représentation à l'égard des constats d'infraction délivrés à l'entreprise

## Le résultat

L'équipement a été remis en service en quelques jours après la mise en place de correctifs. Les constats d'infraction ont fait l'objet d'un règlement favorable, qui tenait compte des mesures adoptées par l'entreprise.

> Dans ce type de dossier, la qualité de la réponse dans les premières heures influence tout le reste. Le client a eu le bon réflexe en nous appelant tout de suite.
> — Noémie Bilodeau

En savoir plus sur notre pratique en [santé et sécurité du travail](record:spa-sante-securite).`,
      en: `## Background

An operator at an Eastern Townships metal parts manufacturer suffered a serious hand injury in a press. The CNESST opened an investigation and ordered the equipment shut down.

## What we did

- On site the same day to oversee preservation of evidence and initial communications
- Supported executives and witnesses during the inspector's interviews
- Reviewed the prevention program and lockout procedures
- Represented the company regarding the statements of offence it received

## The outcome

The equipment was back in service within days once corrective measures were in place. The statements of offence were resolved favourably, taking into account the measures the company had adopted.

> In this kind of file, the quality of the response in the first hours shapes everything else. The client had the right reflex in calling us immediately.
> — Noémie Bilodeau

Learn more about our [occupational health and safety](record:spa-sante-securite) practice.`,
    },
  },
  {
    id: 'case-2024-programme-loi-25-cliniques',
    date: '2024-01-23',
    authors: ['emp-isabelle-morin', 'emp-yasmina-belkacem'],
    practiceAreas: ['pa-vie-privee'],
    industries: ['ind-sante'],
    related: ['news-2023-loi-25-septembre', 'news-2024-portabilite-donnees'],
    title: {
      fr: 'Un programme Loi 25 pour un réseau de cliniques privées',
      en: 'A Law 25 program for a network of private clinics',
    },
    slug: { fr: 'programme-loi-25-reseau-cliniques', en: 'law-25-program-clinic-network' },
    excerpt: {
      fr: 'Douze cliniques, des milliers de dossiers de santé et des outils numériques variés : comment nous avons bâti un programme de conformité réaliste.',
      en: 'Twelve clinics, thousands of health records and a patchwork of digital tools: how we built a realistic compliance program.',
    },
    keyPoints: {
      fr: 'Un inventaire des renseignements dans 12 cliniques\nDes politiques adaptées au milieu clinique\nDes formations pour plus de 300 employés',
      en: 'An inventory of information across 12 clinics\nPolicies adapted to a clinical setting\nTraining for more than 300 employees',
    },
    body: {
      fr: `## Le contexte

Un réseau de douze cliniques de physiothérapie et de médecine sportive utilisait plusieurs logiciels de prise de rendez-vous et de dossiers cliniques, souvent hébergés hors Québec.

## Notre intervention

1. Inventaire des renseignements personnels et cartographie des flux entre les cliniques et les fournisseurs
2. Évaluations des facteurs relatifs à la vie privée pour les trois principaux logiciels
3. Rédaction des politiques de gouvernance et de la procédure de gestion des incidents
4. Renégociation des clauses de protection des données avec deux fournisseurs
5. Formation de plus de 300 employés, en ligne et en personne

[[block:figure]]

## Le résultat

Le réseau dispose aujourd'hui d'un programme documenté, tenu à jour par un responsable de la protection des renseignements personnels qui s'appuie sur un tableau de bord simple.

> L'objectif n'était pas de produire des documents, mais de changer des habitudes dans les cliniques.
> — Isabelle Morin

Découvrez notre programme de [conformité à la Loi 25](record:svc-loi-25).`,
      en: `## Background

A network of twelve physiotherapy and sports medicine clinics used several scheduling and clinical record systems, often hosted outside Québec.

## What we did

1. Inventoried personal information and mapped data flows between clinics and vendors
2. Conducted privacy impact assessments for the three main systems
3. Drafted governance policies and the incident management procedure
4. Renegotiated data protection clauses with two vendors
5. Trained more than 300 employees, online and in person

[[block:figure]]

## The outcome

The network now has a documented program, kept up to date by a privacy officer who relies on a simple dashboard.

> The goal was not to produce documents but to change habits in the clinics.
> — Isabelle Morin

Discover our [Law 25 compliance](record:svc-loi-25) program.`,
    },
    blocks: {
      figure: {
        type: 'image',
        image: 'hero-pa-vie-privee',
        caption: {
          fr: 'La cartographie des flux de données a permis de repérer les transferts hors Québec.',
          en: 'Mapping data flows revealed the transfers outside Québec.',
        },
      },
    },
  },
  {
    id: 'case-2024-bail-siege-social',
    date: '2024-06-11',
    authors: ['emp-philippe-girard', 'emp-mariana-ferreira'],
    practiceAreas: ['pa-droit-immobilier'],
    industries: ['ind-commerce-de-detail'],
    related: ['news-2024-bail-commercial'],
    title: {
      fr: 'Le nouveau siège social d’une société d’ingénierie',
      en: 'A new head office for an engineering firm',
    },
    slug: { fr: 'siege-social-societe-ingenierie', en: 'engineering-firm-head-office' },
    excerpt: {
      fr: 'Un bail de quinze ans, 8 000 mètres carrés et un budget d’aménagement serré : les clés d’une négociation réussie.',
      en: 'A fifteen-year lease, 8,000 square metres and a tight fit-out budget: the keys to a successful negotiation.',
    },
    keyPoints: {
      fr: 'Un bail de quinze ans au centre-ville de Montréal\nUne allocation d’aménagement bonifiée\nDes options d’expansion et de réduction d’espace',
      en: 'A fifteen-year lease in downtown Montréal\nAn enhanced tenant improvement allowance\nOptions to expand and to reduce space',
    },
    body: {
      fr: `## Le contexte

Une société d'ingénierie de 450 employés souhaitait regrouper ses trois bureaux montréalais dans une seule tour du centre-ville, en misant sur un modèle de travail hybride.

## Notre intervention

- Analyse comparative de trois offres de location
- Négociation d'une allocation d'aménagement supérieure à l'offre initiale
- Options d'expansion sur un étage adjacent et de réduction de superficie après sept ans
- Encadrement du loyer additionnel et plafonnement des frais d'exploitation

## Le résultat

Le bail a été signé dans les délais prévus, avec des conditions qui permettront à l'entreprise d'ajuster son espace à l'évolution du télétravail.

> Un bail de quinze ans doit laisser de la place à l'imprévu. Les options de flexibilité valaient autant que la réduction du loyer.
> — Philippe Girard

Découvrez notre pratique en [location commerciale](record:spa-location-commerciale).`,
      en: `## Background

A 450-employee engineering firm wanted to consolidate its three Montréal offices in a single downtown tower, built around a hybrid work model.

## What we did

- Comparative analysis of three lease offers
- Negotiated a tenant improvement allowance above the initial offer
- Options to expand onto an adjacent floor and to reduce space after seven years
- Framework for additional rent and a cap on operating costs

## The outcome

The lease was signed on schedule, on terms that will let the firm adjust its space as remote work evolves.

> A fifteen-year lease has to leave room for the unexpected. The flexibility options were worth as much as the rent reduction.
> — Philippe Girard

Discover our [commercial leasing](record:spa-location-commerciale) practice.`,
    },
  },
  {
    id: 'case-2024-gouvernance-societe-etat',
    date: '2024-08-20',
    authors: ['emp-mathieu-pelletier', 'emp-francois-lachance'],
    practiceAreas: ['pa-droit-des-affaires', 'pa-droit-municipal'],
    industries: ['ind-secteur-public'],
    related: ['news-2025-administrateurs-obnl'],
    title: {
      fr: 'Revoir la gouvernance d’une société d’État',
      en: 'Reviewing the governance of a Crown corporation',
    },
    slug: { fr: 'gouvernance-societe-d-etat', en: 'crown-corporation-governance' },
    excerpt: {
      fr: 'Une société d’État québécoise voulait moderniser son cadre de gouvernance. Nous avons revu ses chartes, ses politiques et le fonctionnement de ses comités.',
      en: 'A Québec Crown corporation wanted to modernize its governance framework. We reviewed its charters, policies and committee practices.',
    },
    keyPoints: {
      fr: 'Révision de six chartes de comités\nNouvelle politique de gestion des conflits d’intérêts\nFormation de l’ensemble du conseil',
      en: 'Review of six committee charters\nNew conflict-of-interest policy\nTraining for the full board',
    },
    body: {
      fr: `## Le contexte

Après le renouvellement de la majorité de son conseil, une société d'État québécoise a souhaité revoir son cadre de gouvernance, conçu il y a plus de dix ans.

## Notre intervention

- Analyse des lois constitutives et des directives gouvernementales applicables
- Révision de la charte du conseil et de six chartes de comités
- Rédaction d'une nouvelle politique de gestion des conflits d'intérêts
- Clarification des délégations de pouvoirs entre le conseil et la direction
- Séance de formation pour l'ensemble des administrateurs

## Le résultat

Le conseil dispose maintenant d'un cadre clair, aligné sur les meilleures pratiques, et d'un calendrier annuel qui structure ses travaux.

> Les administrateurs voulaient des outils concrets. Nous avons privilégié des documents courts, que chacun peut consulter avant une réunion.
> — Mathieu Pelletier

En savoir plus sur notre pratique en [gouvernance d'entreprise](record:spa-gouvernance).`,
      en: `## Background

After most of its board was renewed, a Québec Crown corporation wanted to review its governance framework, designed more than ten years earlier.

## What we did

- Analysis of the incorporating statute and applicable government directives
- Review of the board charter and six committee charters
- Drafted a new conflict-of-interest policy
- Clarified delegations of authority between the board and management
- Training session for all directors

## The outcome

The board now has a clear framework, aligned with best practices, and an annual calendar that structures its work.

> The directors wanted practical tools. We favoured short documents everyone can check before a meeting.
> — Mathieu Pelletier

Learn more about our [corporate governance](record:spa-gouvernance) practice.`,
    },
  },
  {
    id: 'case-2024-restructuration-meubles-beauce',
    date: '2024-10-08',
    authors: ['emp-audrey-lemieux', 'emp-david-cohen'],
    practiceAreas: ['pa-insolvabilite'],
    industries: ['ind-manufacturier'],
    related: ['news-2025-difficultes-financieres', 'major-2026-appel-garantie-qualite'],
    title: {
      fr: 'Restructuration d’un fabricant de meubles de la Beauce',
      en: 'Restructuring a Beauce furniture manufacturer',
    },
    slug: { fr: 'restructuration-fabricant-meubles-beauce', en: 'restructuring-beauce-furniture-manufacturer' },
    excerpt: {
      fr: 'Conseillers juridiques du contrôleur, nous avons contribué à la vente de l’entreprise en exploitation et au maintien de 140 emplois.',
      en: 'As counsel to the monitor, we helped sell the business as a going concern and preserve 140 jobs.',
    },
    keyPoints: {
      fr: 'Procédure sous la Loi sur les arrangements avec les créanciers des compagnies\nVente en exploitation en moins de quatre mois\n140 emplois maintenus',
      en: 'Proceedings under the Companies’ Creditors Arrangement Act\nGoing-concern sale in under four months\n140 jobs preserved',
    },
    body: {
      fr: `## Le contexte

Un fabricant de meubles de la Beauce, fragilisé par la hausse des coûts et la baisse des exportations, a demandé la protection de la Loi sur les arrangements avec les créanciers des compagnies.

## Notre intervention

À titre de conseillers juridiques du contrôleur, nous avons :

- encadré le processus de sollicitation d'offres;
- analysé les réclamations des créanciers et les sûretés des prêteurs;
- préparé les rapports du contrôleur au tribunal;
- appuyé la négociation de la vente de l'entreprise à un acquéreur régional.

## Le résultat

L'entreprise a été vendue en exploitation moins de quatre mois après le début des procédures. L'acquéreur a conservé 140 des 165 emplois et repris les principaux contrats de fournisseurs locaux.

> Dans une région où l'usine est un employeur majeur, chaque semaine gagnée dans le processus comptait.
> — Audrey Lemieux

En savoir plus sur notre groupe [Insolvabilité et restructuration](record:pa-insolvabilite).`,
      en: `## Background

A Beauce furniture manufacturer, weakened by rising costs and falling exports, sought protection under the Companies' Creditors Arrangement Act.

## What we did

As counsel to the monitor, we:

- oversaw the sale and investment solicitation process;
- analyzed creditor claims and lenders' security;
- prepared the monitor's reports to the court;
- supported negotiation of the sale of the business to a regional buyer.

## The outcome

The business was sold as a going concern less than four months after proceedings began. The buyer kept 140 of the 165 jobs and took over the main contracts with local suppliers.

> In a region where the plant is a major employer, every week saved in the process mattered.
> — Audrey Lemieux

Learn more about our [Insolvency and Restructuring](record:pa-insolvabilite) group.`,
    },
  },
  {
    id: 'case-2024-centrale-solaire-communautaire',
    date: '2024-12-03',
    authors: ['emp-jean-francois-gagnon', 'emp-ariane-thibault'],
    practiceAreas: ['pa-financement', 'pa-droit-immobilier'],
    industries: ['ind-energie', 'ind-agroalimentaire'],
    related: ['major-2023-arbitrage-approvisionnement-energie'],
    title: {
      fr: 'Financer une centrale solaire communautaire',
      en: 'Financing a community solar plant',
    },
    slug: { fr: 'financement-centrale-solaire-communautaire', en: 'community-solar-plant-financing' },
    excerpt: {
      fr: 'Une coopérative de Montérégie voulait produire de l’électricité solaire sur des terres agricoles. Nous avons structuré le financement et les droits fonciers.',
      en: 'A Montérégie co-operative wanted to produce solar power on farmland. We structured the financing and the land rights.',
    },
    keyPoints: {
      fr: 'Un projet porté par une coopérative locale\nDes servitudes sur des terres agricoles\nUn financement de projet sans recours',
      en: 'A project led by a local co-operative\nServitudes over farmland\nNon-recourse project financing',
    },
    body: {
      fr: `## Le contexte

Une coopérative regroupant des producteurs agricoles et des citoyens de la Montérégie souhaitait construire une centrale solaire sur des terres en partie cultivées.

## Notre intervention

- Structuration de la société de projet et de la participation de la coopérative
- Négociation des servitudes et des baux avec les propriétaires fonciers
- Financement de projet sans recours auprès d'une institution financière
- Coordination avec le groupe [Droit municipal et administratif](record:pa-droit-municipal) pour les autorisations

[[block:figure]]

## Le résultat

La centrale est entrée en service à l'automne 2024. Les revenus de location complètent ceux des producteurs, qui continuent de cultiver entre les rangées de panneaux.

> Le projet a réussi parce que les producteurs en étaient partenaires, pas seulement locateurs.
> — Ariane Thibault`,
      en: `## Background

A co-operative of farmers and residents in Montérégie wanted to build a solar plant on partly cultivated land.

## What we did

- Structured the project company and the co-operative's stake
- Negotiated servitudes and leases with landowners
- Non-recourse project financing with a financial institution
- Coordinated with the [Municipal and Administrative Law](record:pa-droit-municipal) group on authorizations

[[block:figure]]

## The outcome

The plant came online in the fall of 2024. Lease income supplements the farmers' revenue, and they continue to grow crops between the rows of panels.

> The project succeeded because the farmers were partners, not just landlords.
> — Ariane Thibault`,
    },
    blocks: {
      figure: {
        type: 'image',
        image: 'hero-ind-energie',
        caption: {
          fr: 'Les panneaux ont été disposés de façon à laisser passer la machinerie agricole.',
          en: 'The panels were laid out so that farm machinery can pass between them.',
        },
      },
    },
  },
  {
    id: 'case-2025-transfert-ferme-laitiere',
    date: '2025-02-25',
    authors: ['emp-laurent-dion', 'emp-elise-cloutier'],
    practiceAreas: ['pa-successions', 'pa-fiscalite'],
    industries: ['ind-agroalimentaire'],
    related: ['news-2024-releve-agricole', 'news-2025-declaration-fiducies'],
    title: {
      fr: 'Le transfert d’une ferme laitière en Estrie',
      en: 'Transferring a dairy farm in the Eastern Townships',
    },
    slug: { fr: 'transfert-ferme-laitiere-estrie', en: 'dairy-farm-transfer-eastern-townships' },
    excerpt: {
      fr: 'Deux générations, trois enfants et un troupeau de 120 vaches : un transfert préparé sur quatre ans.',
      en: 'Two generations, three children and a 120-cow herd: a transfer prepared over four years.',
    },
    keyPoints: {
      fr: 'Un transfert progressif sur quatre ans\nUne solution équitable pour l’enfant qui ne reprend pas la ferme\nUn revenu de retraite assuré pour les cédants',
      en: 'A gradual transfer over four years\nA fair solution for the child not taking over the farm\nSecure retirement income for the parents',
    },
    body: {
      fr: `## Le contexte

Un couple de producteurs laitiers souhaitait transférer sa ferme à deux de ses trois enfants, tout en traitant équitablement leur fille installée à Montréal.

## Notre intervention

- Rencontres familiales pour clarifier les attentes de chacun
- Gel successoral et émission d'actions aux deux enfants repreneurs
- Utilisation des règles fiscales applicables aux biens agricoles
- Testaments et mandats de protection coordonnés avec la convention entre actionnaires
- Compensation de l'enfant non repreneur par une assurance vie et des placements

## Le résultat

Le transfert s'est fait graduellement, en quatre ans. Les parents touchent un revenu de retraite stable, et les trois enfants ont signé la convention familiale.

> Le plus beau moment du dossier a été la signature, avec les trois enfants autour de la table. Tout le monde avait compris pourquoi les choses étaient faites ainsi.
> — Laurent Dion

Découvrez notre service de [relève et transfert d'entreprise](record:svc-releve).`,
      en: `## Background

A dairy farming couple wanted to transfer their farm to two of their three children, while treating their daughter, who lives in Montréal, fairly.

## What we did

- Family meetings to clarify everyone's expectations
- Estate freeze and share issuance to the two successor children
- Use of the tax rules that apply to farm property
- Wills and protection mandates coordinated with the shareholders' agreement
- Compensation for the non-successor child through life insurance and investments

## The outcome

The transfer took place gradually, over four years. The parents receive stable retirement income, and all three children signed the family agreement.

> The best moment in the file was the signing, with all three children around the table. Everyone understood why things were done the way they were.
> — Laurent Dion

Discover our [business succession and transfer](record:svc-releve) service.`,
    },
  },
  {
    id: 'case-2025-affichage-chaine-magasins',
    date: '2025-07-08',
    authors: ['emp-rosalie-demers', 'emp-sophie-bergeron'],
    practiceAreas: ['pa-propriete-intellectuelle'],
    industries: ['ind-commerce-de-detail'],
    related: ['news-2025-marques-affichage', 'news-2023-contrats-adhesion'],
    title: {
      fr: 'Adapter l’affichage d’une chaîne de 45 magasins',
      en: 'Adapting the signage of a 45-store chain',
    },
    slug: { fr: 'affichage-chaine-45-magasins', en: 'signage-45-store-chain' },
    excerpt: {
      fr: 'Avant l’entrée en vigueur des nouvelles règles sur l’affichage, un détaillant de mode a revu son portefeuille de marques et l’enseigne de chacun de ses magasins.',
      en: 'Ahead of the new signage rules, a fashion retailer reviewed its trademark portfolio and the storefront of every location.',
    },
    keyPoints: {
      fr: '45 magasins et 300 marques analysés\nEnregistrement accéléré de marques clés\nUn déploiement en moins de six mois',
      en: '45 stores and 300 trademarks reviewed\nFast-tracked registration of key marks\nRollout in under six months',
    },
    body: {
      fr: `## Le contexte

Un détaillant de mode comptant 45 magasins au Québec utilisait plusieurs marques en anglais, dont certaines n'avaient jamais été enregistrées au Canada.

## Notre intervention

- Audit des 300 marques du portefeuille et de leur statut d'enregistrement
- Stratégie d'enregistrement pour les marques utilisées sur les enseignes
- Maquettes d'affichage conformes à l'exigence de nette prédominance du français, validées magasin par magasin
- Formation des équipes de marketing et de design

## Le résultat

L'ensemble des enseignes a été adapté avant l'échéance, sans renoncer à l'identité visuelle de la marque.

> Le client craignait de perdre son image. Nous avons démontré qu'on pouvait être conforme et rester fidèle à sa marque.
> — Rosalie Demers

Découvrez notre service de [conformité linguistique et francisation](record:svc-francisation).`,
      en: `## Background

A fashion retailer with 45 stores in Québec used several English-language trademarks, some of which had never been registered in Canada.

## What we did

- Audited the 300 marks in the portfolio and their registration status
- Registration strategy for the marks used on storefronts
- Signage mock-ups meeting the requirement that French be markedly predominant, validated store by store
- Training for the marketing and design teams

## The outcome

Every storefront was adapted before the deadline, without giving up the brand's visual identity.

> The client feared losing its image. We showed that it could comply and stay true to its brand.
> — Rosalie Demers

Discover our [French language compliance](record:svc-francisation) service.`,
    },
  },
  {
    id: 'case-2025-rancongiciel-detaillant',
    date: '2025-10-14',
    authors: ['emp-isabelle-morin', 'emp-yasmina-belkacem', 'emp-david-cohen'],
    practiceAreas: ['pa-vie-privee', 'pa-litige'],
    industries: ['ind-commerce-de-detail'],
    related: ['news-2026-cyberattaque-72-heures', 'news-2026-tendances-actions-collectives'],
    title: {
      fr: 'Gérer une attaque par rançongiciel chez un détaillant en ligne',
      en: 'Managing a ransomware attack at an online retailer',
    },
    slug: { fr: 'rancongiciel-detaillant-en-ligne', en: 'ransomware-online-retailer' },
    excerpt: {
      fr: 'Un vendredi soir, les systèmes d’un détaillant en ligne sont chiffrés. Les données de 80 000 clients sont en jeu.',
      en: 'One Friday evening, an online retailer’s systems are encrypted. The data of 80,000 customers is at stake.',
    },
    keyPoints: {
      fr: 'Cellule de crise réunie en moins de deux heures\nAvis à la Commission d’accès à l’information et aux clients en quelques jours\nAucune action collective autorisée à ce jour',
      en: 'Crisis team convened in under two hours\nNotices to the Commission d’accès à l’information and customers within days\nNo class action authorized to date',
    },
    body: {
      fr: `## Le contexte

Un détaillant en ligne québécois a découvert un vendredi soir que ses serveurs avaient été chiffrés par un groupe criminel, qui affirmait détenir les données de 80 000 clients.

## Notre intervention

- Réunion de la cellule de crise en moins de deux heures, avec l'assureur et une firme d'informatique judiciaire mandatée par le cabinet
- Évaluation du risque de préjudice sérieux et avis à la Commission d'accès à l'information
- Rédaction des avis aux clients et des messages publics
- Préparation de la défense face aux demandes d'action collective annoncées

[[block:cta]]

## Le résultat

Les activités ont repris en cinq jours. Les avis ont été transmis rapidement et de façon transparente, ce qui a limité les plaintes. À ce jour, aucune action collective n'a été autorisée.

> La transparence a été notre meilleure alliée : les clients ont apprécié d'être informés vite et clairement.
> — Isabelle Morin`,
      en: `## Background

One Friday evening, a Québec online retailer discovered that its servers had been encrypted by a criminal group claiming to hold the data of 80,000 customers.

## What we did

- Convened the crisis team in under two hours, with the insurer and a forensic firm retained by the firm
- Assessed the risk of serious injury and notified the Commission d'accès à l'information
- Drafted customer notices and public statements
- Prepared the defence against announced class action applications

[[block:cta]]

## The outcome

Operations resumed within five days. Notices went out quickly and transparently, which limited complaints. To date, no class action has been authorized.

> Transparency was our best ally: customers appreciated being informed quickly and clearly.
> — Isabelle Morin`,
    },
    blocks: {
      cta: {
        type: 'cta',
        title: { fr: 'Êtes-vous prêts?', en: 'Are you ready?' },
        text: {
          fr: 'Un exercice de simulation permet de tester votre plan de réponse avant qu’un incident survienne.',
          en: 'A tabletop exercise lets you test your response plan before an incident occurs.',
        },
        links: [{ label: { fr: 'Notre service de gestion de crise', en: 'Our crisis management service' }, record: 'svc-gestion-de-crise' }],
      },
    },
  },
  {
    id: 'case-2025-injonction-secrets-commerciaux',
    date: '2025-12-02',
    authors: ['emp-samuel-nguyen', 'emp-nadia-haddad'],
    practiceAreas: ['pa-litige', 'pa-propriete-intellectuelle'],
    industries: ['ind-manufacturier'],
    related: ['news-2026-clauses-non-concurrence', 'case-2023-accident-usine-cnesst'],
    title: {
      fr: 'Protéger les secrets commerciaux d’un fabricant par injonction',
      en: 'Protecting a manufacturer’s trade secrets by injunction',
    },
    slug: { fr: 'injonction-secrets-commerciaux-fabricant', en: 'injunction-manufacturer-trade-secrets' },
    excerpt: {
      fr: 'Un directeur technique quitte l’entreprise avec des plans de fabrication. En dix jours, nous obtenons une injonction interlocutoire.',
      en: 'A technical director leaves with manufacturing drawings. Within ten days, we obtain an interlocutory injunction.',
    },
    keyPoints: {
      fr: 'Injonction provisoire obtenue en 48 heures\nRécupération des documents confidentiels\nRèglement hors cour quelques mois plus tard',
      en: 'Interim injunction obtained within 48 hours\nRecovery of confidential documents\nOut-of-court settlement a few months later',
    },
    body: {
      fr: `## Le contexte

Un fabricant d'équipements de Laval a découvert qu'un directeur technique, parti chez un concurrent, avait téléchargé des centaines de plans de fabrication dans les jours précédant sa démission.

## Notre intervention

- Analyse des journaux informatiques avec un expert en informatique judiciaire
- Demande d'injonction provisoire, accordée en 48 heures
- Ordonnance de remise et de destruction supervisée des documents
- Injonction interlocutoire obtenue dix jours plus tard

## Le résultat

Les documents ont été récupérés et le concurrent s'est engagé à ne pas les utiliser. Le dossier s'est réglé hors cour quelques mois plus tard.

> La rapidité était essentielle : chaque jour augmentait le risque que les plans soient utilisés.
> — Samuel Nguyen

En savoir plus sur nos [injonctions et recours urgents](record:spa-injonctions).`,
      en: `## Background

A Laval equipment manufacturer discovered that a technical director who had left for a competitor had downloaded hundreds of manufacturing drawings in the days before resigning.

## What we did

- Analyzed computer logs with a forensic expert
- Applied for an interim injunction, granted within 48 hours
- Obtained an order for the supervised return and destruction of documents
- Obtained an interlocutory injunction ten days later

## The outcome

The documents were recovered and the competitor undertook not to use them. The case settled out of court a few months later.

> Speed was essential: every day increased the risk that the drawings would be used.
> — Samuel Nguyen

Learn more about our [injunctions and urgent remedies](record:spa-injonctions) practice.`,
    },
  },
  {
    id: 'case-2026-reglements-urbanisme',
    date: '2026-02-17',
    authors: ['emp-francois-lachance', 'emp-nicolas-boucher'],
    practiceAreas: ['pa-droit-municipal'],
    industries: ['ind-secteur-public'],
    related: ['news-2025-appels-offres-municipaux', 'major-2025-expropriation-parc-regional'],
    title: {
      fr: 'Refondre les règlements d’urbanisme d’une ville de 90 000 habitants',
      en: 'Overhauling the planning by-laws of a city of 90,000',
    },
    slug: { fr: 'refonte-reglements-urbanisme', en: 'planning-by-law-overhaul' },
    excerpt: {
      fr: 'Un règlement de zonage adopté il y a trente ans, modifié plus de 400 fois : la ville voulait repartir sur des bases claires.',
      en: 'A zoning by-law adopted thirty years ago and amended more than 400 times: the city wanted a clean slate.',
    },
    keyPoints: {
      fr: 'Plus de 400 modifications consolidées\nConsultations publiques encadrées\nAucune contestation judiciaire après l’adoption',
      en: 'More than 400 amendments consolidated\nPublic consultations properly framed\nNo court challenge after adoption',
    },
    body: {
      fr: `## Le contexte

Une ville de 90 000 habitants appliquait un règlement de zonage adopté au début des années 1990 et modifié plus de 400 fois. Les citoyens, les promoteurs et même les fonctionnaires s'y retrouvaient difficilement.

## Notre intervention

- Accompagnement du service de l'urbanisme dans la rédaction des nouveaux règlements
- Vérification de la conformité au schéma d'aménagement de la MRC
- Encadrement des consultations publiques et des procédures d'approbation référendaire
- Formation des inspecteurs municipaux

## Le résultat

Les nouveaux règlements ont été adoptés dans les délais, sans contestation devant les tribunaux. Le nombre de demandes de dérogation mineure a diminué de moitié la première année.

> Un règlement clair, c'est moins de litiges et de meilleures décisions pour tout le monde.
> — François Lachance

Découvrez notre groupe [Droit municipal et administratif](record:pa-droit-municipal).`,
      en: `## Background

A city of 90,000 was applying a zoning by-law adopted in the early 1990s and amended more than 400 times. Residents, developers and even city staff struggled to find their way through it.

## What we did

- Supported the planning department in drafting the new by-laws
- Checked consistency with the regional county municipality's land use plan
- Framed the public consultations and referendum approval procedures
- Trained municipal inspectors

## The outcome

The new by-laws were adopted on schedule, with no court challenge. Applications for minor variances fell by half in the first year.

> A clear by-law means fewer disputes and better decisions for everyone.
> — François Lachance

Discover our [Municipal and Administrative Law](record:pa-droit-municipal) group.`,
    },
  },
  {
    id: 'case-2026-acquisition-editeur-logiciels',
    date: '2026-05-12',
    authors: ['emp-emilie-roy', 'emp-karim-benali'],
    practiceAreas: ['pa-droit-des-affaires', 'pa-fiscalite'],
    industries: ['ind-technologies'],
    related: ['news-2026-verification-diligente-main-d-oeuvre', 'case-2023-vente-fabricant-aerospatial'],
    title: {
      fr: 'L’acquisition d’un éditeur de logiciels par un fonds de croissance',
      en: 'A growth fund’s acquisition of a software publisher',
    },
    slug: { fr: 'acquisition-editeur-logiciels', en: 'software-publisher-acquisition' },
    excerpt: {
      fr: 'Un fonds de croissance acquiert la majorité d’un éditeur de logiciels de Québec. Les fondateurs réinvestissent et restent aux commandes.',
      en: 'A growth fund acquires a majority stake in a Québec City software publisher. The founders reinvest and stay at the helm.',
    },
    keyPoints: {
      fr: 'Une prise de participation majoritaire\nUn réinvestissement des fondateurs avec report d’impôt\nUn régime incitatif pour l’équipe de direction',
      en: 'A majority stake acquisition\nFounders’ reinvestment on a tax-deferred basis\nAn incentive plan for the management team',
    },
    body: {
      fr: `## Le contexte

Les fondateurs d'un éditeur de logiciels de gestion pour les municipalités souhaitaient accélérer la croissance de leur entreprise sans en perdre le contrôle opérationnel.

## Notre intervention

- Représentation des fondateurs dans la négociation avec un fonds de croissance
- Structuration du réinvestissement des fondateurs avec report d'impôt
- Convention entre actionnaires prévoyant des droits de gouvernance équilibrés
- Mise en place d'un régime incitatif pour l'équipe de direction
- Vérification de la propriété intellectuelle du code source

## Le résultat

La transaction a été conclue en quatre mois. Les fondateurs conservent une participation importante et la direction de l'entreprise.

> Les fondateurs voulaient un partenaire, pas un patron. La convention entre actionnaires reflète cet équilibre.
> — Émilie Roy

Découvrez notre pratique en [fusions et acquisitions](record:spa-fusions-et-acquisitions).`,
      en: `## Background

The founders of a publisher of management software for municipalities wanted to accelerate their company's growth without giving up operational control.

## What we did

- Represented the founders in negotiations with a growth fund
- Structured the founders' reinvestment on a tax-deferred basis
- Shareholders' agreement with balanced governance rights
- Set up an incentive plan for the management team
- Reviewed ownership of the source code and other intellectual property

## The outcome

The deal closed in four months. The founders retain a significant stake and continue to run the company.

> The founders wanted a partner, not a boss. The shareholders' agreement reflects that balance.
> — Émilie Roy

Discover our [mergers and acquisitions](record:spa-fusions-et-acquisitions) practice.`,
    },
  },
];
