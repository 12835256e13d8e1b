import type { Article } from './article-types.js';

export const news2023to2024: readonly Article[] = [
  {
    id: 'news-2023-nouveaux-associes',
    date: '2023-01-16',
    authors: ['emp-marie-tremblay'],
    practiceAreas: [],
    industries: [],
    related: ['news-2023-bureau-sherbrooke', 'news-2024-heures-pro-bono'],
    title: {
      fr: 'Isabelle Morin, Karim Benali et Vincent Poirier deviennent associés',
      en: 'Isabelle Morin, Karim Benali and Vincent Poirier join the partnership',
    },
    slug: { fr: 'trois-nouveaux-associes', en: 'three-new-partners' },
    excerpt: {
      fr: 'Isabelle Morin, Karim Benali et Vincent Poirier deviennent associés, une reconnaissance de leur apport à la croissance du cabinet.',
      en: 'Isabelle Morin, Karim Benali and Vincent Poirier become partners, in recognition of their contribution to the firm’s growth.',
    },
    keyPoints: {
      fr: 'Trois nouveaux associés au 1er janvier 2023\nDes pratiques en vie privée, en fiscalité et en litige\nUne relève qui reflète nos trois bureaux',
      en: 'Three new partners as of January 1, 2023\nPractices in privacy, tax and litigation\nA new generation that reflects our three offices',
    },
    body: {
      fr: `Carrier Beaumont Lessard a le plaisir d'annoncer que trois membres de son équipe accèdent au rang d'associés à compter du 1er janvier 2023.

## Nos nouveaux associés

- [Isabelle Morin](record:emp-isabelle-morin), Montréal, pratique en [vie privée et cybersécurité](record:pa-vie-privee)
- [Karim Benali](record:emp-karim-benali), Montréal, pratique en [fiscalité](record:pa-fiscalite)
- [Vincent Poirier](record:emp-vincent-poirier), Sherbrooke, pratique en [litige](record:pa-litige)

Chacun d'eux a bâti une pratique solide en répondant à des besoins que nos clients exprimaient avec de plus en plus d'insistance : encadrer l'utilisation des données, planifier les transferts d'entreprise, défendre leurs intérêts devant les tribunaux régionaux.

## Une relève ancrée dans nos régions

L'arrivée de Vincent Poirier dans la société confirme l'importance de notre bureau de Sherbrooke, ouvert en 2014, qui compte aujourd'hui six professionnels.

> Ces nominations témoignent de la vitalité de notre cabinet. Isabelle, Karim et Vincent incarnent la manière dont nous voulons pratiquer le droit : près des clients, avec rigueur et simplicité.
> — Marie Tremblay, associée directrice

Félicitations à nos trois collègues!`,
      en: `Carrier Beaumont Lessard is pleased to announce that three members of its team are joining the partnership as of January 1, 2023.

## Our new partners

- [Isabelle Morin](record:emp-isabelle-morin), Montréal, practising in [privacy and cybersecurity](record:pa-vie-privee)
- [Karim Benali](record:emp-karim-benali), Montréal, practising in [tax](record:pa-fiscalite)
- [Vincent Poirier](record:emp-vincent-poirier), Sherbrooke, practising in [litigation](record:pa-litige)

Each of them has built a strong practice by answering needs our clients were voicing more and more insistently: governing the use of data, planning business transfers, defending their interests before regional courts.

## A new generation rooted in our regions

Vincent Poirier's admission to the partnership confirms the importance of our Sherbrooke office, opened in 2014, which now has six professionals.

> These appointments reflect the vitality of our firm. Isabelle, Karim and Vincent embody the way we want to practise law: close to our clients, with rigour and simplicity.
> — Marie Tremblay, Managing Partner

Congratulations to our three colleagues!`,
    },
  },
  {
    id: 'news-2023-beneficiaires-ultimes',
    date: '2023-04-18',
    authors: ['emp-emilie-roy', 'emp-sarah-levesque'],
    practiceAreas: ['pa-droit-des-affaires'],
    industries: [],
    related: ['news-2025-administrateurs-obnl', 'news-2023-contrats-adhesion'],
    title: {
      fr: 'Registre des entreprises : déclarer vos bénéficiaires ultimes',
      en: 'Enterprise register: declaring your ultimate beneficiaries',
    },
    slug: { fr: 'registre-des-entreprises-beneficiaires-ultimes', en: 'enterprise-register-ultimate-beneficiaries' },
    excerpt: {
      fr: 'Depuis le 31 mars 2023, la plupart des entreprises immatriculées au Québec doivent déclarer leurs bénéficiaires ultimes. Voici comment vous y retrouver.',
      en: 'Since March 31, 2023, most businesses registered in Québec must declare their ultimate beneficiaries. Here is how to find your way.',
    },
    keyPoints: {
      fr: 'Obligation en vigueur depuis le 31 mars 2023\nLe seuil de 25 % s’apprécie en votes ou en valeur\nLe contrôle de fait compte aussi\nLa mise à jour annuelle est l’occasion de vérifier l’information',
      en: 'Obligation in force since March 31, 2023\nThe 25% threshold applies to votes or value\nDe facto control counts too\nThe annual update is the time to check the information',
    },
    body: {
      fr: `La Loi sur la publicité légale des entreprises exige désormais que les entreprises immatriculées déclarent les personnes physiques qui les contrôlent ultimement. L'objectif : accroître la transparence et lutter contre l'évasion fiscale et le blanchiment d'argent.

## Qui est un bénéficiaire ultime?

Est notamment considérée comme bénéficiaire ultime la personne physique qui :

- détient, directement ou indirectement, des actions conférant 25 % ou plus des droits de vote;
- détient des actions représentant 25 % ou plus de la juste valeur marchande de l'ensemble des actions;
- exerce un contrôle de fait sur l'entreprise, quelle que soit sa participation.

## Les pièges les plus fréquents

Les structures à plusieurs paliers, les fiducies familiales et les conventions de vote compliquent souvent l'analyse. Il faut remonter la chaîne de détention jusqu'aux personnes physiques.

## Tenir l'information à jour

L'information doit être mise à jour dans la déclaration de mise à jour annuelle, et chaque fois qu'un changement survient. Une entreprise qui néglige ses obligations s'expose à des amendes et, à terme, à la radiation d'office de son immatriculation.

> Le contrôle de fait est souvent oublié. Un fondateur qui a vendu ses actions mais qui dirige toujours l'entreprise peut demeurer un bénéficiaire ultime.
> — Émilie Roy

Notre service de [secrétariat corporatif](record:svc-secretariat) peut effectuer l'analyse et produire la déclaration pour vous.`,
      en: `The Act respecting the legal publicity of enterprises now requires registered businesses to declare the individuals who ultimately control them. The goal: greater transparency, and a stronger fight against tax evasion and money laundering.

## Who is an ultimate beneficiary?

An ultimate beneficiary includes any individual who:

- directly or indirectly holds shares carrying 25% or more of the voting rights;
- holds shares representing 25% or more of the fair market value of all shares;
- exercises de facto control over the business, whatever their holding.

## Common pitfalls

Multi-tier structures, family trusts and voting agreements often complicate the analysis. You have to trace the chain of ownership all the way up to individuals.

## Keeping the information current

The information must be updated in the annual updating declaration and whenever a change occurs. A business that neglects its obligations is exposed to fines and, ultimately, to having its registration struck off.

> De facto control is often overlooked. A founder who has sold their shares but still runs the company may remain an ultimate beneficiary.
> — Émilie Roy

Our [corporate secretarial](record:svc-secretariat) service can carry out the analysis and file the declaration for you.`,
    },
  },
  {
    id: 'news-2023-contrats-adhesion',
    date: '2023-05-24',
    authors: ['emp-wei-zhang', 'emp-rosalie-demers'],
    practiceAreas: ['pa-droit-des-affaires', 'pa-propriete-intellectuelle'],
    industries: ['ind-commerce-de-detail', 'ind-technologies'],
    related: ['news-2025-marques-affichage', 'news-2023-beneficiaires-ultimes'],
    title: {
      fr: 'Contrats d’adhésion : le français d’abord à compter du 1er juin',
      en: 'Contracts of adhesion: French first as of June 1',
    },
    slug: { fr: 'contrats-d-adhesion-francais-1er-juin', en: 'contracts-of-adhesion-french-june-1' },
    excerpt: {
      fr: 'Dès le 1er juin 2023, l’adhérent doit recevoir la version française d’un contrat d’adhésion avant de pouvoir choisir une autre langue.',
      en: 'As of June 1, 2023, the adhering party must be given the French version of a contract of adhesion before being able to choose another language.',
    },
    keyPoints: {
      fr: 'La version française doit être remise en premier\nLes documents connexes suivent la même règle\nCertains contrats sont exclus\nLes conditions d’utilisation en ligne sont visées',
      en: 'The French version must be provided first\nRelated documents follow the same rule\nSome contracts are excluded\nOnline terms of use are covered',
    },
    body: {
      fr: `Les modifications à la Charte de la langue française adoptées en 2022 transforment la façon de conclure les contrats d'adhésion au Québec. À compter du 1er juin 2023, les parties ne peuvent être liées par un contrat rédigé dans une autre langue que le français qu'après que la version française a été remise à l'adhérent.

## Ce qui est visé

- Les conditions générales de vente et d'utilisation, y compris en ligne
- Les contrats de service standardisés
- Les documents qui s'y rattachent : annexes, politiques, formulaires

## Ce qu'il faut faire dès maintenant

1. Recenser vos contrats d'adhésion et leurs documents connexes
2. Faire traduire les versions manquantes par des traducteurs juridiques
3. Revoir vos parcours de commande en ligne pour présenter le français d'abord

## Les exceptions

Certains contrats bénéficient d'exceptions prévues par la loi et ses règlements. Leur portée est toutefois étroite : l'analyse doit se faire contrat par contrat, avant de conclure qu'un document y échappe.

> Le risque n'est pas théorique : un contrat non conforme peut être frappé de nullité à la demande de l'adhérent.
> — Wei Zhang

Notre service de [conformité linguistique et francisation](record:svc-francisation) peut vous aider à prioriser les documents à risque.`,
      en: `The amendments to the Charter of the French Language adopted in 2022 are changing how contracts of adhesion are entered into in Québec. As of June 1, 2023, parties may be bound by a contract drafted in a language other than French only after the French version has been provided to the adhering party.

## What is covered

- General terms and conditions of sale and use, including online
- Standard-form service agreements
- Related documents: schedules, policies, forms

## What to do now

1. Take stock of your contracts of adhesion and related documents
2. Have missing versions translated by legal translators
3. Review your online checkout flows so French comes first

## Exceptions

Some contracts benefit from exceptions set out in the act and its regulations. Their scope is narrow, however: the analysis must be done contract by contract before concluding that a document is exempt.

> The risk is not theoretical: a non-compliant contract may be annulled at the request of the adhering party.
> — Wei Zhang

Our [French language compliance](record:svc-francisation) service can help you prioritize the documents most at risk.`,
    },
  },
  {
    id: 'news-2023-politiques-teletravail',
    date: '2023-06-06',
    authors: ['emp-chloe-simard', 'emp-catherine-lavoie'],
    practiceAreas: ['pa-droit-du-travail'],
    industries: ['ind-technologies'],
    related: ['news-2024-harcelement-violence', 'news-2024-ia-ressources-humaines'],
    title: {
      fr: 'Télétravail : cinq clauses à revoir dans vos politiques',
      en: 'Remote work: five clauses to revisit in your policies',
    },
    slug: { fr: 'teletravail-cinq-clauses', en: 'remote-work-five-clauses' },
    excerpt: {
      fr: 'Trois ans après l’adoption massive du travail à distance, bien des politiques rédigées dans l’urgence méritent une mise à jour.',
      en: 'Three years after remote work became widespread, many policies drafted in a hurry deserve an update.',
    },
    keyPoints: {
      fr: 'Le lieu de travail doit être défini clairement\nLa santé et la sécurité s’appliquent aussi à domicile\nLe droit de révoquer le télétravail doit être prévu',
      en: 'The place of work must be clearly defined\nHealth and safety also apply at home\nThe right to end remote work should be spelled out',
    },
    body: {
      fr: `Beaucoup d'employeurs ont adopté une politique de télétravail en 2020, souvent en quelques jours. Le mode hybride s'étant installé durablement, c'est le moment de revoir ces documents.

## Les cinq clauses à revoir

1. **Le lieu de travail.** Précisez l'adresse où le travail est effectué et l'obligation d'aviser l'employeur d'un changement, surtout hors Québec.
2. **Les heures et la disponibilité.** Encadrez les plages de disponibilité et la gestion des heures supplémentaires.
3. **La santé et la sécurité.** L'employeur conserve ses obligations de prévention, même au domicile du salarié.
4. **L'équipement et les frais.** Indiquez ce qui est fourni et ce qui est remboursé.
5. **La révocation.** Prévoyez que le télétravail est un privilège modulable, et non une condition de travail acquise.

## Attention aux droits acquis

Un arrangement toléré pendant plusieurs années sans encadrement écrit peut être plus difficile à modifier.

## Et la surveillance?

Les outils de surveillance à distance soulèvent aussi des questions de vie privée. Toute mesure de contrôle doit être justifiée, proportionnée et connue des salariés, et peut exiger une évaluation des facteurs relatifs à la vie privée.

> Une politique claire protège autant l'employeur que les salariés. Elle évite les malentendus qui finissent trop souvent en griefs.
> — Catherine Lavoie

Consultez notre équipe en [droit du travail et de l'emploi](record:pa-droit-du-travail) pour un examen de votre politique.`,
      en: `Many employers adopted a remote work policy in 2020, often within days. Now that hybrid work is here to stay, it is time to revisit those documents.

## Five clauses to revisit

1. **Place of work.** Specify the address where work is performed and the obligation to notify the employer of any change, especially outside Québec.
2. **Hours and availability.** Set availability windows and rules for managing overtime.
3. **Health and safety.** The employer's prevention obligations remain, even in the employee's home.
4. **Equipment and expenses.** State what is provided and what is reimbursed.
5. **Revocation.** Provide that remote work is a flexible privilege, not a vested condition of employment.

## Beware of acquired rights

An arrangement tolerated for several years without a written framework can be harder to change.

## What about monitoring?

Remote monitoring tools also raise privacy questions. Any monitoring measure must be justified, proportionate and known to employees, and may call for a privacy impact assessment.

> A clear policy protects employers and employees alike. It prevents the misunderstandings that too often end up as grievances.
> — Catherine Lavoie

Contact our [labour and employment](record:pa-droit-du-travail) team for a review of your policy.`,
    },
  },
  {
    id: 'news-2023-loi-25-septembre',
    date: '2023-09-12',
    status: 'updated',
    authors: ['emp-isabelle-morin', 'emp-yasmina-belkacem'],
    practiceAreas: ['pa-vie-privee'],
    industries: ['ind-technologies', 'ind-sante'],
    related: ['news-2024-portabilite-donnees', 'news-2026-cyberattaque-72-heures', 'case-2024-programme-loi-25-cliniques'],
    title: {
      fr: 'Loi 25 : ce qui entre en vigueur le 22 septembre 2023',
      en: 'Law 25: what comes into force on September 22, 2023',
    },
    slug: { fr: 'loi-25-22-septembre-2023', en: 'law-25-september-22-2023' },
    excerpt: {
      fr: 'La deuxième phase de la Loi 25 apporte la majorité des nouvelles obligations. Tour d’horizon de ce qui change pour les entreprises.',
      en: 'The second phase of Law 25 brings most of the new obligations. An overview of what changes for businesses.',
    },
    keyPoints: {
      fr: 'Politiques de gouvernance obligatoires et publiées\nÉvaluations des facteurs relatifs à la vie privée\nConsentement plus exigeant\nParamètres de confidentialité les plus élevés par défaut',
      en: 'Mandatory, published governance policies\nPrivacy impact assessments\nStricter consent requirements\nHighest privacy settings by default',
    },
    body: {
      fr: `Après une première phase en septembre 2022, l'essentiel des nouvelles obligations de la Loi 25 entre en vigueur le 22 septembre 2023. Voici les principaux changements pour les entreprises privées.

## Les nouvelles obligations

- Adopter et publier des politiques et pratiques encadrant la gouvernance des renseignements personnels
- Réaliser une évaluation des facteurs relatifs à la vie privée avant tout projet de système d'information ou de communication hors Québec
- Obtenir un consentement manifeste, libre, éclairé et donné à des fins spécifiques, demandé en termes simples et clairs
- Offrir par défaut le plus haut niveau de confidentialité pour les produits et services technologiques
- Informer les personnes lorsqu'une décision est fondée exclusivement sur un traitement automatisé

[[block:figure]]

## Par où commencer?

Un inventaire des renseignements détenus reste la meilleure première étape. Il permet de repérer les traitements à risque et de prioriser les efforts.

## Les sanctions

La loi prévoit des sanctions administratives pécuniaires pouvant atteindre 10 M$ ou 2 % du chiffre d'affaires mondial, et des amendes pénales pouvant atteindre 25 M$ ou 4 % du chiffre d'affaires mondial. La Commission d'accès à l'information dispose en outre de pouvoirs d'inspection étendus.

> La conformité n'est pas un projet ponctuel. C'est une discipline qui doit s'intégrer aux décisions d'affaires.
> — Isabelle Morin

[[block:cta]]`,
      en: `After a first phase in September 2022, most of Law 25's new obligations come into force on September 22, 2023. Here are the main changes for private businesses.

## The new obligations

- Adopt and publish policies and practices governing personal information
- Conduct a privacy impact assessment before any information system project or any communication outside Québec
- Obtain consent that is manifest, free, enlightened and given for specific purposes, requested in clear and simple terms
- Offer the highest level of confidentiality by default for technological products and services
- Inform individuals when a decision is based exclusively on automated processing

[[block:figure]]

## Where to start?

An inventory of the information you hold remains the best first step. It helps identify high-risk processing and prioritize efforts.

## Penalties

The act provides for administrative monetary penalties of up to $10 million or 2% of worldwide turnover, and penal fines of up to $25 million or 4% of worldwide turnover. The Commission d'accès à l'information also has broad inspection powers.

> Compliance is not a one-time project. It is a discipline that must become part of business decisions.
> — Isabelle Morin

[[block:cta]]`,
    },
    blocks: {
      figure: {
        type: 'image',
        image: 'pattern-8',
        caption: {
          fr: 'La gouvernance des renseignements personnels repose sur des politiques écrites et connues de tous.',
          en: 'Personal information governance rests on written policies that everyone knows.',
        },
      },
      cta: {
        type: 'cta',
        title: { fr: 'Faites le point sur votre conformité', en: 'Take stock of your compliance' },
        text: {
          fr: 'Notre aide-mémoire résume les obligations de la Loi 25 en une page.',
          en: 'Our checklist sums up Law 25 obligations on a single page.',
        },
        links: [{ label: { fr: 'Découvrir notre programme Loi 25', en: 'Explore our Law 25 program' }, record: 'svc-loi-25' }],
        download: { label: { fr: 'Télécharger l’aide-mémoire (PDF)', en: 'Download the checklist (PDF)' }, file: 'aide-memoire-loi-25' },
      },
    },
  },
  {
    id: 'news-2023-bureau-sherbrooke',
    date: '2023-10-03',
    authors: ['emp-elise-cloutier'],
    practiceAreas: [],
    industries: [],
    related: ['news-2026-bureau-quebec', 'news-2023-nouveaux-associes'],
    title: {
      fr: 'Notre bureau de Sherbrooke emménage rue King Ouest',
      en: 'Our Sherbrooke office moves to King Street West',
    },
    slug: { fr: 'bureau-de-sherbrooke-rue-king-ouest', en: 'sherbrooke-office-king-street-west' },
    excerpt: {
      fr: 'Plus grands et plus accessibles, nos nouveaux locaux accueillent clients et collègues au cœur de Sherbrooke.',
      en: 'Larger and more accessible, our new premises welcome clients and colleagues in the heart of Sherbrooke.',
    },
    keyPoints: {
      fr: 'Nouvelle adresse : 455, rue King Ouest, bureau 510\nDes salles de réunion accessibles et une salle de formation\nMême équipe, mêmes numéros de téléphone',
      en: 'New address: 455 King Street West, Suite 510\nAccessible meeting rooms and a training room\nSame team, same phone numbers',
    },
    body: {
      fr: `Depuis le 2 octobre 2023, notre équipe de Sherbrooke vous accueille au 455, rue King Ouest, bureau 510. Ce déménagement marque une nouvelle étape pour un bureau qui a triplé de taille depuis son ouverture.

## Ce qui change

- Des locaux entièrement accessibles, à deux pas des grands axes
- Une salle de formation pouvant accueillir 40 personnes, que nous mettrons à la disposition des organismes de la région
- Des salles de visioconférence pour travailler facilement avec nos bureaux de Montréal et de Québec

Les numéros de téléphone et les adresses de courriel de l'équipe demeurent les mêmes.

> Nos clients de l'Estrie nous ont fait confiance dès le premier jour. Ces nouveaux locaux sont une façon de leur dire que nous sommes ici pour rester.
> — Élise Cloutier, associée

Nous vous invitons à consulter la page [Nous joindre](record:page-contact) pour les heures d'ouverture et les indications d'accès.`,
      en: `Since October 2, 2023, our Sherbrooke team has been welcoming you at 455 King Street West, Suite 510. The move marks a new chapter for an office that has tripled in size since it opened.

## What's new

- Fully accessible premises, steps from major roads
- A training room for 40 people, which we will make available to local organizations
- Videoconference rooms for seamless work with our Montréal and Québec City offices

The team's phone numbers and email addresses remain the same.

> Our Eastern Townships clients trusted us from day one. These new premises are our way of telling them we are here to stay.
> — Élise Cloutier, Partner

See our [Contact](record:page-contact) page for opening hours and directions.`,
    },
  },
  {
    id: 'news-2024-bail-commercial',
    date: '2024-02-13',
    authors: ['emp-philippe-girard', 'emp-mariana-ferreira'],
    practiceAreas: ['pa-droit-immobilier'],
    industries: ['ind-commerce-de-detail'],
    related: ['case-2024-bail-siege-social', 'news-2024-hypotheque-legale'],
    title: {
      fr: 'Renouveler un bail commercial : ne manquez pas l’avis',
      en: 'Renewing a commercial lease: don’t miss the notice',
    },
    slug: { fr: 'renouveler-un-bail-commercial', en: 'renewing-a-commercial-lease' },
    excerpt: {
      fr: 'Une option de renouvellement mal exercée peut coûter l’emplacement d’un commerce. Quelques réflexes pour éviter le pire.',
      en: 'A renewal option exercised incorrectly can cost a business its location. A few habits to avoid the worst.',
    },
    keyPoints: {
      fr: 'Le bail commercial ne se renouvelle pas de plein droit\nL’avis doit respecter la forme et le délai prévus\nLe loyer de renouvellement se négocie tôt',
      en: 'Commercial leases do not renew automatically\nThe notice must meet the required form and deadline\nRenewal rent should be negotiated early',
    },
    body: {
      fr: `Contrairement au bail résidentiel, le bail commercial ne bénéficie d'aucun droit au maintien dans les lieux. Si le bail prévoit une option de renouvellement, c'est au locataire de l'exercer dans le délai et selon la forme convenus.

## Les erreurs fréquentes

- Envoyer l'avis trop tard, parfois d'un seul jour
- L'envoyer à la mauvaise adresse ou à un gestionnaire qui n'est pas le locateur
- Oublier que l'option est conditionnelle à l'absence de défaut
- Laisser le loyer de renouvellement être fixé sans négociation

## Nos recommandations

Inscrivez la date limite dans plusieurs calendriers, dix-huit mois avant l'échéance. Envoyez l'avis par un moyen qui permet d'en prouver la réception, et conservez-en une copie.

## Et si le délai est passé?

Si l'option n'a pas été exercée à temps, le locataire peut encore négocier un nouveau bail, mais il le fera sans levier : le locateur est libre de fixer ses conditions, ou de louer à quelqu'un d'autre. D'où l'importance de s'y prendre tôt.

> Nous voyons chaque année des commerçants perdre un emplacement stratégique à cause d'un avis mal envoyé. C'est une erreur qui ne se rattrape pas.
> — Philippe Girard

Notre équipe en [location commerciale](record:spa-location-commerciale) peut réviser votre bail et préparer l'avis pour vous.`,
      en: `Unlike residential leases, commercial leases carry no right to remain in the premises. If the lease includes a renewal option, it is up to the tenant to exercise it within the agreed deadline and in the agreed form.

## Common mistakes

- Sending the notice too late, sometimes by a single day
- Sending it to the wrong address, or to a property manager who is not the landlord
- Forgetting that the option depends on the tenant not being in default
- Letting the renewal rent be set without negotiation

## Our recommendations

Put the deadline in several calendars, eighteen months before expiry. Send the notice in a way that proves receipt, and keep a copy.

## What if the deadline has passed?

If the option was not exercised in time, the tenant can still negotiate a new lease, but without leverage: the landlord is free to set its terms, or to lease to someone else. Hence the importance of starting early.

> Every year we see retailers lose a strategic location because a notice was sent incorrectly. It is a mistake that cannot be undone.
> — Philippe Girard

Our [commercial leasing](record:spa-location-commerciale) team can review your lease and prepare the notice for you.`,
    },
  },
  {
    id: 'news-2024-releve-agricole',
    date: '2024-03-05',
    authors: ['emp-laurent-dion', 'emp-valerie-bouchard'],
    practiceAreas: ['pa-successions', 'pa-fiscalite'],
    industries: ['ind-agroalimentaire'],
    related: ['case-2025-transfert-ferme-laitiere', 'news-2025-declaration-fiducies'],
    title: {
      fr: 'Transférer la ferme familiale : cinq questions à se poser tôt',
      en: 'Transferring the family farm: five questions to ask early',
    },
    slug: { fr: 'transferer-la-ferme-familiale', en: 'transferring-the-family-farm' },
    excerpt: {
      fr: 'Un transfert de ferme réussi se prépare sur plusieurs années. Voici les questions qui devraient lancer la discussion en famille.',
      en: 'A successful farm transfer takes years to prepare. Here are the questions that should start the family conversation.',
    },
    keyPoints: {
      fr: 'Commencer cinq à dix ans avant le transfert\nTraiter équitablement les enfants qui ne reprennent pas la ferme\nPrévoir le revenu de retraite des cédants',
      en: 'Start five to ten years before the transfer\nTreat children who do not take over the farm fairly\nPlan the sellers’ retirement income',
    },
    body: {
      fr: `Au Québec, une grande part des propriétaires agricoles atteindront l'âge de la retraite au cours des prochaines années. Trop de transferts se décident encore dans l'urgence, à la suite d'un problème de santé ou d'un décès.

## Cinq questions à se poser

1. Qui, dans la famille ou à l'extérieur, souhaite réellement reprendre l'exploitation?
2. De quel revenu les cédants auront-ils besoin à la retraite?
3. Comment traiter équitablement les enfants qui ne reprennent pas la ferme?
4. Quelle structure permet de profiter des règles fiscales applicables aux biens agricoles?
5. Les quotas, les terres et les bâtiments doivent-ils être transférés ensemble?

## Une démarche en équipe

Le notaire, le fiscaliste, le conseiller financier et le prêteur doivent travailler ensemble. Nos notaires coordonnent ces intervenants pour que le plan tienne la route.

## Le financement du transfert

Le repreneur doit souvent financer une part importante du prix. Un solde de prix de vente, un don partiel ou l'appui de programmes destinés à la relève agricole peuvent rendre le transfert réalisable sans compromettre la retraite des cédants.

> L'équité n'est pas toujours l'égalité. Les enfants comprennent souvent mieux qu'on le pense, pourvu qu'on leur explique la démarche.
> — Laurent Dion

Découvrez notre service de [relève et transfert d'entreprise](record:svc-releve).`,
      en: `In Québec, a large share of farm owners will reach retirement age in the coming years. Too many transfers are still decided in a rush, after a health problem or a death.

## Five questions to ask

1. Who, within the family or outside it, truly wants to take over the operation?
2. What income will the sellers need in retirement?
3. How can children who do not take over the farm be treated fairly?
4. Which structure makes the most of the tax rules that apply to farm property?
5. Should quotas, land and buildings be transferred together?

## A team effort

The notary, the tax advisor, the financial planner and the lender must work together. Our notaries coordinate them so the plan holds up.

## Financing the transfer

The successor often has to finance a large part of the price. A balance of sale price, a partial gift or support from programs for young farmers can make the transfer feasible without jeopardizing the sellers' retirement.

> Fair is not always equal. Children often understand more than we expect, as long as the process is explained to them.
> — Laurent Dion

Learn about our [business succession and transfer](record:svc-releve) service.`,
    },
  },
  {
    id: 'news-2024-harcelement-violence',
    date: '2024-04-09',
    authors: ['emp-genevieve-caron', 'emp-fatou-diallo'],
    practiceAreas: ['pa-droit-du-travail'],
    industries: ['ind-secteur-public', 'ind-sante'],
    related: ['news-2023-politiques-teletravail', 'news-2025-programmes-prevention'],
    title: {
      fr: 'Harcèlement et violence à caractère sexuel : de nouvelles obligations pour les employeurs',
      en: 'Harassment and sexual violence: new obligations for employers',
    },
    slug: { fr: 'harcelement-violence-caractere-sexuel-nouvelles-obligations', en: 'harassment-sexual-violence-new-obligations' },
    excerpt: {
      fr: 'La loi adoptée en mars 2024 renforce la prévention du harcèlement psychologique et de la violence à caractère sexuel. Ce que les employeurs doivent faire.',
      en: 'The act passed in March 2024 strengthens the prevention of psychological harassment and sexual violence. What employers need to do.',
    },
    keyPoints: {
      fr: 'La politique de prévention doit traiter expressément de la violence à caractère sexuel\nDe nouvelles présomptions facilitent la reconnaissance des lésions\nLes clauses d’amnistie sont encadrées',
      en: 'Prevention policies must expressly address sexual violence\nNew presumptions make it easier to recognize employment injuries\nAmnesty clauses are restricted',
    },
    body: {
      fr: `Sanctionnée le 27 mars 2024, la Loi visant à prévenir et à combattre le harcèlement psychologique et la violence à caractère sexuel en milieu de travail modifie plusieurs lois du travail. Certaines mesures s'appliquent immédiatement, d'autres progressivement.

## Les principaux changements

- La politique de prévention et de traitement des plaintes doit désormais aborder la violence à caractère sexuel, les méthodes de prise en charge et les programmes de formation
- Des présomptions facilitent la reconnaissance d'une lésion professionnelle à la suite d'une agression à caractère sexuel
- Les conventions collectives ne peuvent plus prévoir l'effacement automatique de certaines mesures disciplinaires liées au harcèlement ou à la violence à caractère sexuel
- Les pouvoirs de la CNESST et du Tribunal administratif du travail sont élargis

## Que faire maintenant?

Révisez votre politique, formez vos gestionnaires et assurez-vous que votre processus de traitement des plaintes est connu de tous.

## Le rôle des gestionnaires

Les gestionnaires de premier niveau sont souvent les premiers informés d'une situation. Ils doivent savoir recevoir une confidence, protéger la personne qui se plaint et prévenir toute forme de représailles, tout en respectant les droits de la personne visée.

> Une politique n'a de valeur que si les gestionnaires savent quoi faire le jour où une plainte arrive sur leur bureau.
> — Geneviève Caron

Nos [formations juridiques sur mesure](record:svc-formation) et notre équipe d'[enquêtes en milieu de travail](record:svc-enquetes) peuvent vous soutenir.`,
      en: `Assented to on March 27, 2024, the Act to prevent and fight psychological harassment and sexual violence in the workplace amends several labour statutes. Some measures apply immediately, others gradually.

## The main changes

- Harassment prevention and complaint-handling policies must now address sexual violence, the methods for handling complaints and training programs
- Presumptions make it easier to recognize an employment injury following a sexual assault
- Collective agreements can no longer provide for the automatic removal of certain disciplinary measures related to harassment or sexual violence
- The powers of the CNESST and the Tribunal administratif du travail are expanded

## What to do now

Revise your policy, train your managers and make sure everyone knows your complaint process.

## The role of managers

Frontline managers are often the first to hear about a situation. They need to know how to receive a disclosure, protect the person who complains and prevent any form of retaliation, while respecting the rights of the person accused.

> A policy is only worth something if managers know what to do the day a complaint lands on their desk.
> — Geneviève Caron

Our [custom legal training](record:svc-formation) and our [workplace investigations](record:svc-enquetes) team can support you.`,
    },
  },
  {
    id: 'news-2024-hypotheque-legale',
    date: '2024-05-28',
    authors: ['emp-marc-andre-belanger', 'emp-alexandre-fortin'],
    practiceAreas: ['pa-droit-de-la-construction'],
    industries: ['ind-secteur-public'],
    related: ['major-2025-reclamation-complexe-hospitalier', 'news-2024-bail-commercial'],
    title: {
      fr: 'Hypothèque légale de la construction : les délais à surveiller',
      en: 'Construction legal hypothecs: the deadlines to watch',
    },
    slug: { fr: 'hypotheque-legale-construction-delais', en: 'construction-legal-hypothec-deadlines' },
    excerpt: {
      fr: 'Sous-traitants et fournisseurs disposent d’une protection précieuse, à condition de respecter des délais très stricts.',
      en: 'Subcontractors and suppliers have valuable protection, provided they meet very strict deadlines.',
    },
    keyPoints: {
      fr: 'La dénonciation du contrat protège le sous-traitant\nL’inscription doit suivre la fin des travaux de près\nL’action doit être intentée dans les six mois',
      en: 'Notice of the contract protects the subcontractor\nRegistration must closely follow the end of the work\nAn action must be brought within six months',
    },
    body: {
      fr: `L'hypothèque légale de la construction garantit le paiement de ceux qui ont participé à la construction ou à la rénovation d'un immeuble. Mais elle s'éteint rapidement si les formalités ne sont pas respectées.

## Les étapes clés

1. **Dénoncer le contrat** au propriétaire lorsque vous n'avez pas contracté directement avec lui
2. **Inscrire l'hypothèque** au registre foncier dans les 30 jours suivant la fin des travaux
3. **Publier un préavis d'exercice ou intenter une action** dans les six mois suivant la fin des travaux

## La fin des travaux, une notion piège

La date de fin des travaux est souvent contestée. Des travaux correctifs mineurs ne la repoussent pas toujours. Documentez vos dernières interventions sur le chantier avec soin.

## Du côté des propriétaires

Pour le propriétaire, une hypothèque légale inscrite peut bloquer un financement ou une vente. Retenir une partie des paiements à l'entrepreneur général jusqu'à la remise des quittances des sous-traitants demeure la meilleure protection.

> Le calendrier joue contre le créancier. Dans le doute, il vaut mieux inscrire trop tôt que trop tard.
> — Marc-André Bélanger

Notre groupe [Droit de la construction](record:pa-droit-de-la-construction) accompagne les entrepreneurs dans l'inscription et la défense de leurs hypothèques.`,
      en: `The legal construction hypothec secures payment for those who took part in building or renovating an immovable. But it is quickly extinguished if the formalities are not met.

## Key steps

1. **Give notice of your contract** to the owner when you did not contract with them directly
2. **Register the hypothec** in the land register within 30 days after the end of the work
3. **Publish a prior notice of exercise or bring an action** within six months after the end of the work

## The end of the work: a tricky concept

The end date of the work is often disputed. Minor corrective work does not always extend it. Document your final interventions on site carefully.

## On the owner's side

For the owner, a registered legal hypothec can hold up a financing or a sale. Holding back part of the payments to the general contractor until the subcontractors' releases are delivered remains the best protection.

> Time works against the creditor. When in doubt, it is better to register too early than too late.
> — Marc-André Bélanger

Our [Construction Law](record:pa-droit-de-la-construction) group helps contractors register and defend their hypothecs.`,
    },
  },
  {
    id: 'news-2024-ecoblanchiment',
    date: '2024-07-16',
    authors: ['emp-nadia-haddad', 'emp-wei-zhang'],
    practiceAreas: ['pa-litige', 'pa-droit-des-affaires'],
    industries: ['ind-commerce-de-detail', 'ind-energie'],
    related: ['news-2026-tendances-actions-collectives', 'news-2023-contrats-adhesion'],
    title: {
      fr: 'Écoblanchiment : la Loi sur la concurrence resserre les règles',
      en: 'Greenwashing: the Competition Act tightens the rules',
    },
    slug: { fr: 'ecoblanchiment-loi-sur-la-concurrence', en: 'greenwashing-competition-act' },
    excerpt: {
      fr: 'Les modifications de juin 2024 obligent les entreprises à étayer leurs allégations environnementales. Les risques de poursuite augmentent.',
      en: 'The June 2024 amendments require businesses to substantiate their environmental claims. The risk of litigation is growing.',
    },
    keyPoints: {
      fr: 'Les allégations environnementales doivent être étayées\nLes déclarations de carboneutralité sont particulièrement exposées\nLes recours privés deviendront possibles',
      en: 'Environmental claims must be substantiated\nCarbon neutrality statements are particularly exposed\nPrivate actions will become possible',
    },
    body: {
      fr: `Les modifications apportées à la Loi sur la concurrence en juin 2024 visent directement l'écoblanchiment. Une entreprise qui vante les avantages environnementaux d'un produit ou de ses activités doit pouvoir démontrer ses affirmations.

## Ce qui change

- Les indications sur les avantages environnementaux d'un produit doivent reposer sur des épreuves suffisantes et appropriées
- Les affirmations sur les avantages environnementaux d'une entreprise ou de ses activités doivent s'appuyer sur une méthode reconnue à l'échelle internationale
- Des recours privés devant le Tribunal de la concurrence seront ouverts dans certaines circonstances

## Comment réduire le risque

Faites l'inventaire de vos allégations publiques : emballages, sites Web, rapports annuels, publicités. Pour chacune, documentez la preuve dont vous disposez.

## Des sanctions importantes

Les sanctions administratives pécuniaires prévues par la Loi sur la concurrence peuvent atteindre des montants considérables, calculés notamment en fonction du bénéfice tiré de la pratique ou du chiffre d'affaires mondial. Mieux vaut faire valider les allégations avant leur publication.

> Les entreprises de bonne foi sont les plus exposées : elles communiquent leurs efforts sans toujours pouvoir les prouver selon les standards exigés.
> — Nadia Haddad

Ces nouvelles règles s'ajoutent au risque d'[actions collectives](record:spa-actions-collectives) en matière de protection du consommateur.`,
      en: `The amendments made to the Competition Act in June 2024 squarely target greenwashing. A business that promotes the environmental benefits of a product or of its activities must be able to back up its claims.

## What changes

- Representations about a product's environmental benefits must be based on adequate and proper testing
- Claims about the environmental benefits of a business or its activities must be supported by an internationally recognized methodology
- Private actions before the Competition Tribunal will be available in certain circumstances

## How to reduce the risk

Take stock of your public claims: packaging, websites, annual reports, advertising. For each one, document the evidence you have.

## Significant penalties

Administrative monetary penalties under the Competition Act can reach considerable amounts, calculated with reference to the benefit derived from the practice or to worldwide revenues. It is wiser to have claims reviewed before they are published.

> Businesses acting in good faith are the most exposed: they communicate their efforts without always being able to prove them to the required standard.
> — Nadia Haddad

These new rules add to the risk of consumer protection [class actions](record:spa-actions-collectives).`,
    },
  },
  {
    id: 'news-2024-portabilite-donnees',
    date: '2024-09-10',
    authors: ['emp-yasmina-belkacem'],
    practiceAreas: ['pa-vie-privee'],
    industries: ['ind-technologies'],
    related: ['news-2023-loi-25-septembre', 'news-2024-ia-ressources-humaines'],
    title: {
      fr: 'Portabilité des données : la dernière phase de la Loi 25',
      en: 'Data portability: the final phase of Law 25',
    },
    slug: { fr: 'portabilite-des-donnees-loi-25', en: 'data-portability-law-25' },
    excerpt: {
      fr: 'À compter du 22 septembre 2024, les personnes peuvent exiger leurs renseignements dans un format technologique structuré et couramment utilisé.',
      en: 'As of September 22, 2024, individuals may request their information in a structured, commonly used technological format.',
    },
    keyPoints: {
      fr: 'Droit en vigueur le 22 septembre 2024\nVise les renseignements recueillis auprès de la personne\nPas les renseignements créés ou inférés par l’entreprise',
      en: 'Right in force on September 22, 2024\nCovers information collected from the individual\nNot information created or inferred by the business',
    },
    body: {
      fr: `Le droit à la portabilité complète la mise en œuvre de la Loi 25. Une personne peut désormais demander qu'un renseignement personnel informatisé recueilli auprès d'elle lui soit communiqué, ou soit communiqué à un tiers qu'elle désigne, dans un format technologique structuré et couramment utilisé.

## Ce qu'il faut prévoir

- Un processus pour authentifier la personne qui fait la demande
- Un moyen d'extraire les données dans un format lisible par d'autres systèmes
- Un délai de réponse de 30 jours
- La tenue d'un registre des demandes

## Les questions qui restent ouvertes

La loi ne précise pas la liste des formats acceptables. En pratique, des formats ouverts comme le CSV ou le JSON paraissent raisonnables pour la plupart des entreprises.

## Au-delà de la conformité

Bien gérée, la portabilité peut même devenir un argument commercial : les clients apprécient de récupérer facilement leurs données. Encore faut-il que les systèmes aient été conçus pour le permettre.

> Les entreprises qui ont bien cartographié leurs données lors des phases précédentes de la loi auront une longueur d'avance.
> — Yasmina Belkacem

Notre programme de [conformité à la Loi 25](record:svc-loi-25) intègre maintenant un volet sur la portabilité.`,
      en: `The right to data portability completes the implementation of Law 25. Individuals may now ask that computerized personal information collected from them be communicated to them, or to a third party they designate, in a structured, commonly used technological format.

## What to plan for

- A process to authenticate the person making the request
- A way to extract data in a format other systems can read
- A 30-day response time
- A register of requests

## Open questions

The act does not list acceptable formats. In practice, open formats such as CSV or JSON seem reasonable for most businesses.

## Beyond compliance

Handled well, portability can even become a selling point: customers appreciate being able to retrieve their data easily. That assumes, of course, that systems were designed to allow it.

> Businesses that mapped their data well during the earlier phases of the act will have a head start.
> — Yasmina Belkacem

Our [Law 25 compliance](record:svc-loi-25) program now includes a portability component.`,
    },
  },
  {
    id: 'news-2024-ia-ressources-humaines',
    date: '2024-10-22',
    authors: ['emp-isabelle-morin', 'emp-chloe-simard'],
    practiceAreas: ['pa-vie-privee', 'pa-droit-du-travail'],
    industries: ['ind-technologies'],
    related: ['news-2024-portabilite-donnees', 'news-2023-politiques-teletravail'],
    title: {
      fr: 'IA en ressources humaines : encadrer les décisions automatisées',
      en: 'AI in human resources: governing automated decisions',
    },
    slug: { fr: 'ia-ressources-humaines-decisions-automatisees', en: 'ai-human-resources-automated-decisions' },
    excerpt: {
      fr: 'Tri des candidatures, évaluation du rendement, horaires : l’intelligence artificielle entre dans les RH. Les obligations légales aussi.',
      en: 'Screening applications, assessing performance, scheduling: artificial intelligence is entering HR. So are legal obligations.',
    },
    keyPoints: {
      fr: 'Informer la personne d’une décision entièrement automatisée\nÉvaluer les facteurs relatifs à la vie privée avant le déploiement\nSurveiller les biais discriminatoires',
      en: 'Inform individuals of a fully automated decision\nAssess privacy impacts before deployment\nMonitor for discriminatory bias',
    },
    body: {
      fr: `Les outils d'intelligence artificielle promettent de faire gagner du temps aux équipes de ressources humaines. Mais lorsqu'ils influencent une embauche, une promotion ou un congédiement, ils engagent la responsabilité de l'employeur.

## Trois cadres à respecter

- **La Loi 25** : l'employeur doit informer la personne lorsqu'une décision est fondée exclusivement sur un traitement automatisé, et lui permettre de présenter ses observations
- **La Charte des droits et libertés de la personne** : un outil qui reproduit des biais peut mener à de la discrimination
- **Le droit du travail** : les décisions disciplinaires doivent demeurer justifiées et proportionnées

## Bonnes pratiques

1. Réaliser une évaluation des facteurs relatifs à la vie privée avant le déploiement
2. Garder une personne responsable de chaque décision importante
3. Tester régulièrement l'outil pour détecter les biais
4. Exiger de vos fournisseurs la transparence sur les données d'entraînement

> L'outil n'est jamais responsable. C'est l'employeur qui devra expliquer la décision devant le tribunal.
> — Chloé Simard

Nos équipes en [vie privée](record:pa-vie-privee) et en [droit du travail](record:pa-droit-du-travail) travaillent ensemble sur ces questions.`,
      en: `Artificial intelligence tools promise to save human resources teams time. But when they influence a hiring, a promotion or a dismissal, the employer is on the hook.

## Three frameworks to respect

- **Law 25**: employers must inform individuals when a decision is based exclusively on automated processing, and allow them to submit observations
- **The Charter of human rights and freedoms**: a tool that reproduces bias can lead to discrimination
- **Labour law**: disciplinary decisions must remain justified and proportionate

## Good practices

1. Conduct a privacy impact assessment before deployment
2. Keep a person accountable for every significant decision
3. Test the tool regularly for bias
4. Require transparency from your vendors about training data

> The tool is never liable. It is the employer who will have to explain the decision in court.
> — Chloé Simard

Our [privacy](record:pa-vie-privee) and [labour and employment](record:pa-droit-du-travail) teams work together on these issues.`,
    },
  },
  {
    id: 'news-2024-classement-national',
    date: '2024-11-19',
    authors: ['emp-marie-tremblay'],
    practiceAreas: [],
    industries: [],
    related: ['news-2024-heures-pro-bono', 'news-2023-nouveaux-associes'],
    title: {
      fr: 'Le cabinet reconnu parmi les cabinets de taille moyenne les plus recommandés',
      en: 'Firm recognized among the most recommended mid-sized firms',
    },
    slug: { fr: 'cabinet-reconnu-classement-2024', en: 'firm-recognized-2024-ranking' },
    excerpt: {
      fr: 'Pour la troisième année, un répertoire juridique national classe Carrier Beaumont Lessard parmi les cabinets de taille moyenne les plus recommandés au Québec.',
      en: 'For the third year, a national legal directory ranks Carrier Beaumont Lessard among the most recommended mid-sized firms in Québec.',
    },
    keyPoints: {
      fr: 'Troisième reconnaissance consécutive\nHuit avocats cités individuellement\nDes évaluations fondées sur les commentaires des clients',
      en: 'Third consecutive recognition\nEight lawyers named individually\nRankings based on client feedback',
    },
    body: {
      fr: `Le cabinet figure de nouveau cette année parmi les cabinets de taille moyenne les plus recommandés au Québec dans un répertoire juridique national fondé sur des entrevues avec des clients et des pairs.

## Des pratiques saluées

- Droit des affaires et fusions et acquisitions
- Droit du travail et de l'emploi
- Droit municipal
- Litige commercial

Huit de nos avocates et avocats sont également cités individuellement, dont [Geneviève Caron](record:emp-genevieve-caron) en droit du travail et [François Lachance](record:emp-francois-lachance) en droit municipal.

> Ce qui nous touche le plus, ce sont les commentaires des clients. Ils parlent de disponibilité, de franchise et de solutions concrètes : c'est exactement ce que nous cherchons à offrir.
> — Marie Tremblay, associée directrice

Merci à nos clients pour leur confiance et à toute l'équipe pour son engagement.`,
      en: `The firm is once again listed among the most recommended mid-sized firms in Québec by a national legal directory based on interviews with clients and peers.

## Practices singled out

- Corporate law and mergers and acquisitions
- Labour and employment
- Municipal law
- Commercial litigation

Eight of our lawyers are also named individually, including [Geneviève Caron](record:emp-genevieve-caron) in labour and employment and [François Lachance](record:emp-francois-lachance) in municipal law.

> What touches us most is the client feedback. They talk about availability, candour and practical solutions: exactly what we strive to offer.
> — Marie Tremblay, Managing Partner

Thank you to our clients for their trust and to the whole team for its commitment.`,
    },
  },
  {
    id: 'news-2024-heures-pro-bono',
    date: '2024-12-10',
    authors: ['emp-nadia-haddad'],
    practiceAreas: [],
    industries: [],
    related: ['news-2024-classement-national', 'news-2023-bureau-sherbrooke'],
    title: { fr: 'Plus de 2 000 heures de travail pro bono en 2024', en: 'More than 2,000 pro bono hours in 2024' },
    slug: { fr: 'heures-pro-bono-2024', en: 'pro-bono-hours-2024' },
    excerpt: {
      fr: 'Cliniques juridiques, organismes communautaires, petites entreprises en difficulté : notre équipe a donné plus de 2 000 heures cette année.',
      en: 'Legal clinics, community organizations, small businesses in difficulty: our team gave more than 2,000 hours this year.',
    },
    keyPoints: {
      fr: 'Plus de 2 000 heures bénévoles\nPrès de 30 organismes accompagnés\nUne participation dans nos trois bureaux',
      en: 'More than 2,000 volunteer hours\nNearly 30 organizations supported\nInvolvement across our three offices',
    },
    body: {
      fr: `En 2024, les avocats, notaires, parajuristes et stagiaires du cabinet ont consacré plus de 2 000 heures à des mandats pro bono, un record.

## Quelques exemples

- Des consultations gratuites pour les entreprises d'économie sociale
- La révision des règlements généraux d'organismes communautaires
- L'accompagnement de petites entreprises en difficulté financière
- Des séances d'information sur les mandats de protection dans les résidences pour aînés

## Une valeur partagée

L'engagement pro bono est intégré à l'évaluation de nos professionnels. Chaque heure donnée compte au même titre qu'une heure facturée dans l'atteinte des objectifs annuels.

> Le droit est un outil puissant. Le mettre au service de ceux qui n'y ont pas facilement accès fait partie de notre responsabilité.
> — Nadia Haddad

Pour en savoir plus, consultez notre page sur l'[engagement communautaire](record:about-engagement-communautaire).`,
      en: `In 2024, the firm's lawyers, notaries, paralegals and articling students devoted more than 2,000 hours to pro bono work, a record.

## A few examples

- Free consultations for social economy enterprises
- Review of the by-laws of community organizations
- Support for small businesses in financial difficulty
- Information sessions on protection mandates in seniors' residences

## A shared value

Pro bono work is part of how our professionals are assessed. Every hour given counts the same as a billed hour toward annual targets.

> The law is a powerful tool. Putting it to work for those who do not have easy access to it is part of our responsibility.
> — Nadia Haddad

To learn more, see our page on [community involvement](record:about-engagement-communautaire).`,
    },
  },
];
