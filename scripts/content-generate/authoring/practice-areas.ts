import type { PracticeArea } from './expertise-types.js';

/** The twelve practice areas, in menu order. */
export const practiceAreas: readonly PracticeArea[] = [
  {
    id: 'pa-droit-des-affaires',
    title: { fr: 'Droit des affaires', en: 'Corporate and Commercial Law' },
    slug: { fr: 'droit-des-affaires', en: 'corporate-and-commercial-law' },
    field: { fr: 'droit des affaires', en: 'business law' },
    intro: {
      fr: 'Du démarrage à la vente, nous accompagnons les entreprises québécoises à chaque étape de leur croissance, avec des conseils concrets et des équipes qui connaissent leur réalité.',
      en: 'From start-up to sale, we support Québec businesses at every stage of their growth, with practical advice and teams who understand how they operate.',
    },
    body: {
      fr: `Notre groupe Droit des affaires conseille des entreprises familiales, des sociétés en croissance, des sociétés ouvertes et des investisseurs. Nous structurons leurs activités, rédigeons leurs ententes et les représentons dans leurs transactions les plus importantes, au Québec comme ailleurs au Canada.

## Ce que nous faisons

- Constitution, organisation et réorganisation d'entreprises
- Conventions entre actionnaires et ententes de coentreprise
- [Fusions et acquisitions](record:spa-fusions-et-acquisitions), achats et ventes d'actifs
- [Gouvernance d'entreprise](record:spa-gouvernance) et soutien aux conseils d'administration
- [Contrats commerciaux et distribution](record:spa-contrats-commerciaux)

## Une approche d'affaires

Nos avocates et avocats travaillent de près avec les groupes [Fiscalité](record:pa-fiscalite) et [Financement et services bancaires](record:pa-financement), pour que chaque décision juridique tienne compte de ses effets fiscaux et financiers. Aux propriétaires qui préparent la suite, notre service de [relève et transfert d'entreprise](record:svc-releve) propose un parcours complet.`,
      en: `Our Corporate and Commercial group advises family businesses, growing companies, public issuers and investors. We structure their operations, draft their agreements and act for them in their most significant transactions, in Québec and across Canada.

## What we do

- Incorporation, organization and reorganization of businesses
- Shareholders' agreements and joint ventures
- [Mergers and acquisitions](record:spa-fusions-et-acquisitions), share and asset purchases
- [Corporate governance](record:spa-gouvernance) and board support
- [Commercial contracts and distribution](record:spa-contrats-commerciaux)

## A business-minded approach

Our lawyers work hand in hand with the [Tax](record:pa-fiscalite) and [Banking and Finance](record:pa-financement) groups, so that every legal decision reflects its tax and financial consequences. For owners planning what comes next, our [business succession and transfer](record:svc-releve) service offers a complete path.`,
    },
    mandates: [
      {
        fr: "Représentation d'un fabricant de composantes aérospatiales dans sa vente à un acquéreur stratégique américain",
        en: 'Acted for an aerospace component manufacturer in its sale to a U.S. strategic buyer',
      },
      {
        fr: "Réorganisation du capital d'un distributeur alimentaire familial en vue de son transfert à la deuxième génération",
        en: 'Reorganized the share capital of a family-owned food distributor ahead of its transfer to the second generation',
      },
      {
        fr: "Rédaction de la convention entre actionnaires d'une jeune pousse en technologies financières après sa ronde de série A",
        en: "Drafted the shareholders' agreement of a fintech start-up following its Series A round",
      },
      {
        fr: "Accompagnement d'une coopérative agricole dans la création d'une coentreprise de transformation",
        en: 'Assisted an agricultural co-operative in setting up a processing joint venture',
      },
      {
        fr: "Révision du cadre de gouvernance et des chartes de comités d'une société d'État québécoise",
        en: 'Reviewed the governance framework and committee charters of a Québec Crown corporation',
      },
      {
        fr: "Négociation d'ententes de distribution exclusives pour un importateur de produits de quincaillerie",
        en: 'Negotiated exclusive distribution agreements for a hardware products importer',
      },
    ],
    hero: { motif: 'columns', palette: 0, focal: { x: 0.62, y: 0.45 } },
  },
  {
    id: 'pa-litige',
    title: { fr: 'Litige et règlement des différends', en: 'Litigation and Dispute Resolution' },
    slug: { fr: 'litige-et-reglement-des-differends', en: 'litigation-and-dispute-resolution' },
    field: { fr: 'litige commercial', en: 'commercial litigation' },
    intro: {
      fr: 'Quand un différend menace vos activités, vous avez besoin de plaideurs aguerris qui gardent vos objectifs d’affaires en vue, de la mise en demeure jusqu’à la Cour d’appel.',
      en: 'When a dispute threatens your business, you need seasoned litigators who keep your commercial goals in sight, from the demand letter to the Court of Appeal.',
    },
    body: {
      fr: `Nos plaideuses et plaideurs représentent des entreprises, des institutions et leurs dirigeants devant la Cour du Québec, la Cour supérieure, la Cour d'appel et les tribunaux administratifs. Nous évaluons vos risques avec franchise et privilégions la solution la plus efficace, qu'elle passe par une négociation, une médiation ou un procès.

## Nos champs d'intervention

- Litiges contractuels et commerciaux
- Différends entre actionnaires et recours en oppression
- [Actions collectives](record:spa-actions-collectives), en défense
- [Injonctions et recours urgents](record:spa-injonctions), saisies avant jugement
- [Arbitrage commercial](record:spa-arbitrage), au Québec et à l'international
- Responsabilité du fabricant et du vendeur

## Prêts à agir vite

Certains dossiers ne peuvent pas attendre. Notre équipe de [gestion de crise](record:svc-gestion-de-crise) peut déposer une demande d'injonction provisoire en quelques heures et coordonner les communications avec vos équipes internes.`,
      en: `Our litigators represent businesses, institutions and their executives before the Court of Québec, the Superior Court, the Court of Appeal and administrative tribunals. We give you a candid assessment of your risks and favour the most efficient solution, whether that means negotiation, mediation or trial.

## Where we act

- Contractual and commercial disputes
- Shareholder disputes and oppression remedies
- [Class actions](record:spa-actions-collectives), on the defence side
- [Injunctions and urgent remedies](record:spa-injonctions), seizures before judgment
- [Commercial arbitration](record:spa-arbitrage), in Québec and internationally
- Manufacturer and vendor liability

## Ready to move quickly

Some matters cannot wait. Our [crisis management](record:svc-gestion-de-crise) team can file for an interim injunction within hours and coordinate communications with your internal teams.`,
    },
    mandates: [
      {
        fr: "Défense d'un détaillant national dans une action collective en matière de protection du consommateur, rejetée au stade de l'autorisation",
        en: 'Defended a national retailer in a consumer protection class action, dismissed at the authorization stage',
      },
      {
        fr: "Obtention d'une injonction interlocutoire visant à protéger les secrets commerciaux d'un fabricant de Laval",
        en: 'Obtained an interlocutory injunction protecting the trade secrets of a Laval manufacturer',
      },
      {
        fr: "Représentation d'un actionnaire minoritaire dans un recours en oppression devant la Cour supérieure",
        en: 'Represented a minority shareholder in an oppression remedy before the Superior Court',
      },
      {
        fr: "Arbitrage d'un différend de 40 M$ découlant d'un contrat d'approvisionnement en énergie",
        en: 'Arbitration of a $40 million dispute arising from an energy supply contract',
      },
      {
        fr: "Défense d'un transporteur routier dans une poursuite en responsabilité à la suite d'un déversement",
        en: 'Defended a trucking company in a liability claim following a spill',
      },
      {
        fr: "Représentation d'un fabricant de meubles devant la Cour d'appel dans un litige sur la garantie de qualité",
        en: 'Represented a furniture manufacturer before the Court of Appeal in a warranty of quality dispute',
      },
    ],
    hero: { motif: 'arches', palette: 2, focal: { x: 0.5, y: 0.4 } },
  },
  {
    id: 'pa-droit-du-travail',
    title: { fr: 'Droit du travail et de l’emploi', en: 'Labour and Employment' },
    slug: { fr: 'droit-du-travail-et-de-l-emploi', en: 'labour-and-employment' },
    field: { fr: 'droit du travail et de l’emploi', en: 'labour and employment law' },
    intro: {
      fr: 'Nous conseillons les employeurs dans tous les aspects de la relation de travail, de l’embauche à la fin d’emploi, en milieu syndiqué comme non syndiqué.',
      en: 'We advise employers on every aspect of the employment relationship, from hiring to termination, in unionized and non-unionized workplaces alike.',
    },
    body: {
      fr: `Le droit du travail évolue vite au Québec, et les erreurs coûtent cher. Notre groupe, l'un des plus importants du cabinet, représente exclusivement des employeurs, des PME aux grands réseaux publics.

## Notre accompagnement

- [Relations de travail](record:spa-relations-de-travail) : négociation de conventions collectives, griefs et arbitrage
- [Santé et sécurité du travail](record:spa-sante-securite) : prévention, lésions professionnelles et enquêtes de la CNESST
- [Normes du travail et fins d'emploi](record:spa-fins-d-emploi)
- Harcèlement psychologique et violence à caractère sexuel
- Politiques internes, contrats d'emploi et clauses restrictives

## Prévenir plutôt que guérir

Nous aidons vos gestionnaires à agir avec assurance grâce à nos [formations sur mesure](record:svc-formation), et notre équipe d'[enquêtes en milieu de travail](record:svc-enquetes) mène des enquêtes indépendantes lorsque survient une plainte.`,
      en: `Labour law moves quickly in Québec, and mistakes are costly. Our group, one of the largest in the firm, acts exclusively for employers, from small businesses to large public networks.

## How we help

- [Labour relations](record:spa-relations-de-travail): collective bargaining, grievances and arbitration
- [Occupational health and safety](record:spa-sante-securite): prevention, employment injuries and CNESST investigations
- [Employment standards and terminations](record:spa-fins-d-emploi)
- Psychological harassment and sexual violence
- Workplace policies, employment contracts and restrictive covenants

## Prevention first

We help your managers act with confidence through our [custom training](record:svc-formation), and our [workplace investigations](record:svc-enquetes) team conducts independent investigations when a complaint arises.`,
    },
    mandates: [
      {
        fr: "Négociation du renouvellement de la convention collective d'une usine de transformation de 600 salariés",
        en: 'Negotiated the renewal of the collective agreement of a 600-employee processing plant',
      },
      {
        fr: "Représentation d'un centre intégré de santé dans une série de griefs portant sur l'organisation du travail",
        en: 'Represented an integrated health centre in a series of grievances on work organization',
      },
      {
        fr: "Défense d'un employeur du secteur manufacturier à la suite d'un accident grave et d'une enquête de la CNESST",
        en: 'Defended a manufacturing employer following a serious accident and a CNESST investigation',
      },
      {
        fr: 'Restructuration et mise à pied collective dans un centre de distribution de la Rive-Sud',
        en: 'Restructuring and collective layoff at a South Shore distribution centre',
      },
      {
        fr: "Enquête indépendante sur des allégations de harcèlement visant la haute direction d'une société technologique",
        en: 'Independent investigation into harassment allegations against the senior management of a technology company',
      },
      {
        fr: 'Rédaction des politiques de télétravail et de prévention du harcèlement d’une municipalité régionale',
        en: 'Drafted the remote work and harassment prevention policies of a regional municipality',
      },
    ],
    hero: { motif: 'network', palette: 7, focal: { x: 0.36, y: 0.42 } },
  },
  {
    id: 'pa-droit-immobilier',
    title: { fr: 'Droit immobilier', en: 'Real Estate' },
    slug: { fr: 'droit-immobilier', en: 'real-estate' },
    field: { fr: 'droit immobilier', en: 'real estate law' },
    intro: {
      fr: 'Acquisitions, baux, développement, financement : avocats et notaires travaillent ensemble pour mener vos projets immobiliers de l’offre d’achat à l’inscription au registre foncier.',
      en: 'Acquisitions, leases, development, financing: our lawyers and notaries work together to take your real estate projects from the offer to purchase to registration in the land register.',
    },
    body: {
      fr: `Promoteurs, investisseurs institutionnels, détaillants et propriétaires-occupants nous confient leurs transactions immobilières commerciales, industrielles et résidentielles. La présence de notaires au sein de l'équipe nous permet de réaliser les actes, les vérifications de titres et les inscriptions sans intermédiaire.

## Nos services

- Achat, vente et vérification diligente d'immeubles
- [Location commerciale](record:spa-location-commerciale), pour les locateurs comme pour les locataires
- [Développement immobilier](record:spa-developpement-immobilier) et projets en copropriété divise
- Financement hypothécaire et sûretés
- Zonage et autorisations municipales, en collaboration avec le groupe [Droit municipal et administratif](record:pa-droit-municipal)

Nos équipes de Montréal, de Québec et de Sherbrooke connaissent les particularités de leur marché, des tours de bureaux du centre-ville aux parcs industriels régionaux.`,
      en: `Developers, institutional investors, retailers and owner-occupiers entrust us with their commercial, industrial and residential real estate transactions. Because notaries are part of the team, we prepare the deeds, examine titles and handle registrations without an intermediary.

## Our services

- Purchase, sale and due diligence of real property
- [Commercial leasing](record:spa-location-commerciale), for landlords and tenants alike
- [Real estate development](record:spa-developpement-immobilier) and divided co-ownership projects
- Hypothecary financing and security
- Zoning and municipal approvals, with the [Municipal and Administrative Law](record:pa-droit-municipal) group

Our teams in Montréal, Québec City and Sherbrooke know the particulars of their markets, from downtown office towers to regional industrial parks.`,
    },
    mandates: [
      {
        fr: "Acquisition d'un portefeuille de six immeubles industriels dans la couronne nord de Montréal",
        en: "Acquisition of a portfolio of six industrial buildings on Montréal's North Shore",
      },
      {
        fr: "Négociation du bail du siège social d'une société d'ingénierie dans une tour du centre-ville",
        en: 'Negotiated the head office lease of an engineering firm in a downtown tower',
      },
      {
        fr: "Déclaration de copropriété et ventes d'unités d'un projet résidentiel de 180 logements à Québec",
        en: 'Declaration of co-ownership and unit sales for a 180-unit residential project in Québec City',
      },
      {
        fr: "Vente d'un centre commercial régional à un fonds d'investissement immobilier",
        en: 'Sale of a regional shopping centre to a real estate investment fund',
      },
      {
        fr: "Financement hypothécaire de la construction d'un entrepôt logistique de 30 000 mètres carrés",
        en: 'Hypothecary financing for the construction of a 30,000-square-metre logistics warehouse',
      },
      {
        fr: "Vérification des titres et servitudes d'un terrain destiné à un parc éolien",
        en: 'Title and servitude review for land intended for a wind farm',
      },
    ],
    hero: { motif: 'skyline', palette: 1, focal: { x: 0.3, y: 0.35 } },
  },
  {
    id: 'pa-droit-de-la-construction',
    title: { fr: 'Droit de la construction', en: 'Construction Law' },
    slug: { fr: 'droit-de-la-construction', en: 'construction-law' },
    field: { fr: 'droit de la construction', en: 'construction law' },
    intro: {
      fr: 'Donneurs d’ouvrage, entrepreneurs généraux, sous-traitants et professionnels : nous les aidons à bâtir des contrats solides et à régler les différends avant qu’ils ne paralysent le chantier.',
      en: 'Owners, general contractors, subcontractors and design professionals: we help them build solid contracts and settle disputes before they bring the site to a halt.',
    },
    body: {
      fr: `Un chantier réunit des dizaines d'intervenants, des échéanciers serrés et des sommes importantes. Notre équipe intervient dès l'appel d'offres pour prévenir les conflits, puis tout au long des travaux et jusqu'à la réception de l'ouvrage.

## Nos compétences

- Rédaction et négociation de contrats de construction, y compris en mode collaboratif
- Appels d'offres publics et contestation d'adjudication
- Réclamations pour retards, extras et conditions de sol imprévues
- Hypothèques légales et cautionnements
- Vices de construction et responsabilité des professionnels

## Du chantier au tribunal

Lorsque la négociation échoue, nos plaideurs du groupe [Litige et règlement des différends](record:pa-litige) prennent le relais, souvent devant un [arbitre](record:spa-arbitrage) choisi pour son expertise technique.`,
      en: `A construction project brings together dozens of players, tight schedules and significant sums. Our team steps in from the call for tenders to prevent conflict, then stays with you throughout the work and up to acceptance.

## Our expertise

- Drafting and negotiating construction contracts, including collaborative models
- Public calls for tenders and bid protests
- Claims for delays, extras and unforeseen soil conditions
- Legal hypothecs and surety bonds
- Construction defects and professional liability

## From the site to the courtroom

When negotiation fails, litigators from our [Litigation and Dispute Resolution](record:pa-litige) group take over, often before an [arbitrator](record:spa-arbitrage) chosen for technical expertise.`,
    },
    mandates: [
      {
        fr: "Représentation d'un entrepreneur général dans une réclamation de 12 M$ pour retards sur un chantier hospitalier",
        en: 'Represented a general contractor in a $12 million delay claim on a hospital project',
      },
      {
        fr: "Rédaction du contrat en mode collaboratif d'un centre aquatique municipal",
        en: 'Drafted the collaborative-delivery contract for a municipal aquatic centre',
      },
      {
        fr: "Contestation de l'adjudication d'un contrat public de réfection routière",
        en: 'Challenged the award of a public road rehabilitation contract',
      },
      {
        fr: "Inscription et défense d'hypothèques légales pour un sous-traitant en électricité",
        en: 'Registered and defended legal hypothecs for an electrical subcontractor',
      },
      {
        fr: "Défense d'une firme d'architectes dans un recours pour vices de construction",
        en: 'Defended an architecture firm in a construction defects claim',
      },
    ],
    hero: { motif: 'stairs', palette: 3, focal: { x: 0.58, y: 0.38 } },
  },
  {
    id: 'pa-fiscalite',
    title: { fr: 'Fiscalité', en: 'Tax' },
    slug: { fr: 'fiscalite', en: 'tax' },
    field: { fr: 'fiscalité', en: 'tax law' },
    intro: {
      fr: 'Planification, réorganisations, litiges : nos fiscalistes traduisent des règles complexes en décisions claires pour les entreprises et leurs propriétaires.',
      en: 'Planning, reorganizations, disputes: our tax lawyers turn complex rules into clear decisions for businesses and their owners.',
    },
    body: {
      fr: `La fiscalité touche chaque décision d'affaires, de la structure d'une acquisition au départ à la retraite d'un fondateur. Nos fiscalistes, dont plusieurs détiennent une maîtrise en fiscalité, conseillent les sociétés privées, leurs actionnaires et les organismes à but non lucratif.

## Nos services

- Planification fiscale d'entreprise et rémunération des dirigeants
- Réorganisations, gels successoraux et fiducies familiales
- Aspects fiscaux des [fusions et acquisitions](record:spa-fusions-et-acquisitions)
- Taxes à la consommation (TPS et TVQ)
- Avis de cotisation, oppositions et litiges devant la Cour du Québec et la Cour canadienne de l'impôt

Nous travaillons avec les comptables de nos clients plutôt qu'à leur place : un partage des rôles qui simplifie les dossiers et réduit les coûts.`,
      en: `Tax touches every business decision, from how an acquisition is structured to a founder's retirement. Our tax lawyers, several of whom hold a master's degree in taxation, advise private companies, their shareholders and not-for-profit organizations.

## Our services

- Corporate tax planning and executive compensation
- Reorganizations, estate freezes and family trusts
- Tax aspects of [mergers and acquisitions](record:spa-fusions-et-acquisitions)
- Commodity taxes (GST and QST)
- Notices of assessment, objections and litigation before the Court of Québec and the Tax Court of Canada

We work with our clients' accountants rather than in their place: a division of roles that keeps files simple and costs down.`,
    },
    mandates: [
      {
        fr: "Gel successoral et création d'une fiducie familiale pour les actionnaires d'une entreprise de transport",
        en: 'Estate freeze and family trust for the shareholders of a transportation company',
      },
      {
        fr: "Structuration fiscale de la vente d'une entreprise de logiciels à un acquéreur étranger",
        en: 'Tax structuring of the sale of a software company to a foreign buyer',
      },
      {
        fr: "Opposition réussie à une cotisation de TVQ de 2,3 M$ visant un grossiste alimentaire",
        en: 'Successful objection to a $2.3 million QST assessment against a food wholesaler',
      },
      {
        fr: "Planification du transfert intergénérationnel d'une ferme laitière en Estrie",
        en: 'Planned the intergenerational transfer of a dairy farm in the Eastern Townships',
      },
      {
        fr: "Conseils sur les crédits d'impôt pour la recherche et le développement d'une société en biotechnologie",
        en: 'Advised a biotechnology company on research and development tax credits',
      },
    ],
    hero: { motif: 'sheets', palette: 8, focal: { x: 0.66, y: 0.5 } },
  },
  {
    id: 'pa-propriete-intellectuelle',
    title: { fr: 'Propriété intellectuelle', en: 'Intellectual Property' },
    slug: { fr: 'propriete-intellectuelle', en: 'intellectual-property' },
    field: { fr: 'propriété intellectuelle', en: 'intellectual property' },
    intro: {
      fr: 'Vos marques, vos inventions et vos créations sont souvent vos actifs les plus précieux. Nous vous aidons à les protéger, à les exploiter et à les défendre.',
      en: 'Your brands, inventions and creative works are often your most valuable assets. We help you protect, commercialize and defend them.',
    },
    body: {
      fr: `Notre groupe Propriété intellectuelle accompagne des entreprises technologiques, des fabricants, des détaillants et des créateurs. Nous gérons des portefeuilles de marques au Canada et à l'étranger et négocions les licences qui permettent de tirer profit de l'innovation.

## Nos services

- Recherche, enregistrement et gestion de marques de commerce
- Licences de technologie, de logiciels et de contenu
- Secrets commerciaux et ententes de confidentialité
- Droit d'auteur et contrats de création
- Litiges en contrefaçon et en concurrence déloyale

## Marques et langue française

Depuis l'entrée en vigueur des nouvelles règles de la Charte de la langue française sur l'affichage des marques, nos équipes travaillent avec le service de [conformité linguistique et francisation](record:svc-francisation) pour adapter les portefeuilles de nos clients.`,
      en: `Our Intellectual Property group works with technology companies, manufacturers, retailers and creators. We manage trademark portfolios in Canada and abroad and negotiate the licences that turn innovation into revenue.

## Our services

- Trademark searches, registration and portfolio management
- Technology, software and content licensing
- Trade secrets and confidentiality agreements
- Copyright and creative services agreements
- Infringement and unfair competition litigation

## Trademarks and the French language

Since the new rules of the Charter of the French Language on trademark signage came into force, our teams have worked with the [French language compliance](record:svc-francisation) service to adapt our clients' portfolios.`,
    },
    mandates: [
      {
        fr: "Gestion d'un portefeuille de plus de 300 marques de commerce pour un détaillant de mode",
        en: 'Managed a portfolio of more than 300 trademarks for a fashion retailer',
      },
      {
        fr: "Négociation d'une licence d'exploitation de brevets entre un centre de recherche universitaire et une entreprise en démarrage",
        en: 'Negotiated a patent licence between a university research centre and a start-up',
      },
      {
        fr: 'Action en contrefaçon de marque et en passing-off au nom d’un fabricant de produits d’entretien',
        en: 'Trademark infringement and passing-off action on behalf of a cleaning products manufacturer',
      },
      {
        fr: "Adaptation de l'affichage des marques d'une chaîne de 45 magasins aux exigences de la Charte de la langue française",
        en: 'Adapted the trademark signage of a 45-store chain to the requirements of the Charter of the French Language',
      },
      {
        fr: "Rédaction des ententes de cession de droits d'auteur d'un studio de jeux vidéo",
        en: 'Drafted the copyright assignment agreements of a video game studio',
      },
    ],
    hero: { motif: 'circles', palette: 5, focal: { x: 0.7, y: 0.45 } },
  },
  {
    id: 'pa-vie-privee',
    title: { fr: 'Vie privée et cybersécurité', en: 'Privacy and Cybersecurity' },
    slug: { fr: 'vie-privee-et-cybersecurite', en: 'privacy-and-cybersecurity' },
    field: { fr: 'protection des renseignements personnels', en: 'privacy and data protection' },
    intro: {
      fr: 'La Loi 25 a changé les règles du jeu. Nous aidons les organisations à se conformer, à gérer leurs incidents de confidentialité et à innover de façon responsable.',
      en: 'Law 25 changed the rules of the game. We help organizations comply, manage privacy incidents and innovate responsibly.',
    },
    body: {
      fr: `La protection des renseignements personnels est devenue un enjeu de gouvernance. Notre équipe conseille les entreprises privées, les organismes publics et les OBNL sur leurs obligations en vertu des lois québécoises et fédérales, et les accompagne lorsqu'un incident survient.

## Notre accompagnement

- Programmes de conformité et [mise en œuvre de la Loi 25](record:svc-loi-25)
- Évaluations des facteurs relatifs à la vie privée
- Réponse aux incidents de confidentialité et avis à la Commission d'accès à l'information
- Transferts de renseignements hors Québec et contrats avec les fournisseurs infonuagiques
- Encadrement de l'intelligence artificielle et des décisions automatisées

## Quand chaque heure compte

En cas de cyberattaque, notre équipe de [gestion de crise](record:svc-gestion-de-crise) coordonne les spécialistes en informatique judiciaire, les assureurs et les communications, tout en protégeant le secret professionnel.`,
      en: `Privacy has become a governance issue. Our team advises private businesses, public bodies and not-for-profits on their obligations under Québec and federal legislation, and stands by them when an incident occurs.

## How we help

- Compliance programs and [Law 25 implementation](record:svc-loi-25)
- Privacy impact assessments
- Confidentiality incident response and notices to the Commission d'accès à l'information
- Transfers of personal information outside Québec and cloud service agreements
- Governance of artificial intelligence and automated decisions

## When every hour counts

After a cyberattack, our [crisis management](record:svc-gestion-de-crise) team coordinates forensic specialists, insurers and communications, while preserving professional privilege.`,
    },
    mandates: [
      {
        fr: "Mise en œuvre du programme de conformité à la Loi 25 d'un réseau de cliniques privées",
        en: 'Implemented the Law 25 compliance program of a network of private clinics',
      },
      {
        fr: "Gestion d'un incident de rançongiciel touchant les données de 80 000 clients d'un détaillant en ligne",
        en: 'Managed a ransomware incident affecting the data of 80,000 customers of an online retailer',
      },
      {
        fr: "Évaluation des facteurs relatifs à la vie privée pour le déploiement d'un outil d'intelligence artificielle en ressources humaines",
        en: 'Privacy impact assessment for the rollout of an artificial intelligence tool in human resources',
      },
      {
        fr: "Négociation des clauses de protection des données d'un contrat infonuagique pour un organisme public",
        en: 'Negotiated the data protection clauses of a cloud contract for a public body',
      },
      {
        fr: "Représentation d'une société technologique lors d'une inspection de la Commission d'accès à l'information",
        en: "Represented a technology company during an inspection by Québec's Commission d'accès à l'information",
      },
    ],
    hero: { motif: 'grid', palette: 7, focal: { x: 0.5, y: 0.46 } },
  },
  {
    id: 'pa-financement',
    title: { fr: 'Financement et services bancaires', en: 'Banking and Finance' },
    slug: { fr: 'financement-et-services-bancaires', en: 'banking-and-finance' },
    field: { fr: 'financement d’entreprise', en: 'banking and finance' },
    intro: {
      fr: 'Prêteurs et emprunteurs nous confient leurs financements, du crédit d’exploitation au financement de projets, avec la rigueur qu’exigent les sûretés en droit québécois.',
      en: 'Lenders and borrowers trust us with their financings, from operating lines to project finance, with the rigour that security under Québec law demands.',
    },
    body: {
      fr: `Nous représentons des banques, des caisses, des fonds de capital de risque, des prêteurs privés et des emprunteurs de toutes tailles. Notre connaissance fine des hypothèques mobilières et immobilières du Code civil du Québec permet de conclure des financements solides, même lorsque d'autres juridictions canadiennes sont en jeu.

## Nos services

- Crédits d'exploitation, prêts à terme et financements syndiqués
- Financement d'acquisitions et de projets
- Capital de risque, dette subordonnée et financements mezzanine
- Hypothèques, sûretés et conventions entre créanciers
- Restructuration de dettes, en collaboration avec le groupe [Insolvabilité et restructuration](record:pa-insolvabilite)`,
      en: `We act for banks, credit unions, venture capital funds, private lenders and borrowers of every size. Our detailed knowledge of movable and immovable hypothecs under the Civil Code of Québec makes for sound financings, even when other Canadian jurisdictions are involved.

## Our services

- Operating lines, term loans and syndicated facilities
- Acquisition and project financing
- Venture capital, subordinated debt and mezzanine financing
- Hypothecs, security and intercreditor agreements
- Debt restructuring, with the [Insolvency and Restructuring](record:pa-insolvabilite) group`,
    },
    mandates: [
      {
        fr: "Représentation d'un syndicat bancaire dans un financement de 85 M$ consenti à un groupe manufacturier",
        en: 'Acted for a bank syndicate in an $85 million credit facility to a manufacturing group',
      },
      {
        fr: "Financement par dette subordonnée de l'acquisition d'un transporteur régional",
        en: 'Subordinated debt financing for the acquisition of a regional carrier',
      },
      {
        fr: "Financement de projet d'une centrale solaire communautaire en Montérégie",
        en: 'Project financing of a community solar plant in Montérégie',
      },
      {
        fr: "Conseils à une caisse sur la restructuration du crédit d'un producteur agricole",
        en: "Advised a credit union on restructuring an agricultural producer's credit",
      },
      {
        fr: 'Négociation d’une convention entre créanciers dans un refinancement immobilier de 60 M$',
        en: 'Negotiated an intercreditor agreement in a $60 million real estate refinancing',
      },
    ],
    hero: { motif: 'stairs', palette: 0, focal: { x: 0.7, y: 0.3 } },
  },
  {
    id: 'pa-insolvabilite',
    title: { fr: 'Insolvabilité et restructuration', en: 'Insolvency and Restructuring' },
    slug: { fr: 'insolvabilite-et-restructuration', en: 'insolvency-and-restructuring' },
    field: { fr: 'insolvabilité et restructuration', en: 'insolvency and restructuring' },
    intro: {
      fr: 'Difficultés financières, avis d’intention, recours de créanciers : nous intervenons vite pour préserver la valeur et trouver une issue viable.',
      en: 'Financial distress, notices of intention, creditor remedies: we act quickly to preserve value and find a workable way forward.',
    },
    body: {
      fr: `Nous représentons des débiteurs, des créanciers garantis, des contrôleurs, des syndics et des acquéreurs dans des dossiers d'insolvabilité de toutes tailles. Notre priorité : préserver la valeur de l'entreprise et les emplois lorsque c'est possible.

## Nos champs d'intervention

- Restructurations sous la Loi sur les arrangements avec les créanciers des compagnies et propositions concordataires
- Exercice de droits hypothécaires et mises sous séquestre
- Acquisitions d'actifs en contexte d'insolvabilité
- Recours des créanciers et contestations de réclamations
- Conseils aux administrateurs sur leur responsabilité personnelle

Nous travaillons étroitement avec nos collègues en [financement](record:pa-financement) et en [litige](record:pa-litige) pour agir sur tous les fronts à la fois.`,
      en: `We represent debtors, secured creditors, monitors, trustees and purchasers in insolvency matters of every size. Our priority: preserving the value of the business, and jobs, wherever possible.

## Where we act

- Restructurings under the Companies' Creditors Arrangement Act and proposals
- Enforcement of hypothecary rights and receiverships
- Distressed asset acquisitions
- Creditor remedies and contested claims
- Advice to directors on personal liability

We work closely with our colleagues in [banking and finance](record:pa-financement) and [litigation](record:pa-litige) to act on every front at once.`,
    },
    mandates: [
      {
        fr: "Représentation du contrôleur dans la restructuration d'un fabricant de meubles de la Beauce",
        en: 'Acted for the monitor in the restructuring of a Beauce furniture manufacturer',
      },
      {
        fr: "Acquisition des actifs d'une chaîne de restaurants dans le cadre d'une proposition concordataire",
        en: 'Acquisition of the assets of a restaurant chain through a proposal',
      },
      {
        fr: "Exercice d'un recours hypothécaire sur un immeuble commercial pour le compte d'un prêteur privé",
        en: 'Enforcement of a hypothecary remedy on a commercial building on behalf of a private lender',
      },
      {
        fr: "Conseils aux administrateurs d'une entreprise de transport sur leurs obligations à l'égard des salaires et des remises",
        en: 'Advised the directors of a transportation company on their liability for wages and source deductions',
      },
    ],
    hero: { motif: 'waves', palette: 3, focal: { x: 0.35, y: 0.36 } },
  },
  {
    id: 'pa-droit-municipal',
    title: { fr: 'Droit municipal et administratif', en: 'Municipal and Administrative Law' },
    slug: { fr: 'droit-municipal-et-administratif', en: 'municipal-and-administrative-law' },
    field: { fr: 'droit municipal et administratif', en: 'municipal and administrative law' },
    intro: {
      fr: 'Municipalités, organismes publics et entreprises réglementées comptent sur nous pour naviguer dans les règles qui encadrent l’action publique.',
      en: 'Municipalities, public bodies and regulated businesses rely on us to navigate the rules that govern public action.',
    },
    body: {
      fr: `Notre bureau de Québec est au cœur de notre pratique en droit public. Nous conseillons des municipalités de toutes tailles, des organismes gouvernementaux et des entreprises qui traitent avec eux, qu'il s'agisse d'urbanisme, de contrats publics ou de permis.

## Nos services

- Urbanisme, zonage et dérogations
- Gestion contractuelle et conformité des appels d'offres municipaux
- Éthique et déontologie municipales
- Expropriation et évaluation foncière
- [Droit de l'environnement](record:spa-environnement) et autorisations ministérielles
- Contrôle judiciaire et recours devant le Tribunal administratif du Québec

Notre double perspective, publique et privée, nous permet d'anticiper les positions de chaque partie et de proposer des solutions acceptables pour tous.`,
      en: `Our Québec City office is at the heart of our public law practice. We advise municipalities of every size, government bodies and the businesses that deal with them, on matters ranging from urban planning to public contracts and permits.

## Our services

- Urban planning, zoning and minor variances
- Contract management and compliance of municipal calls for tenders
- Municipal ethics and professional conduct
- Expropriation and property assessment
- [Environmental law](record:spa-environnement) and ministerial authorizations
- Judicial review and proceedings before the Tribunal administratif du Québec

Seeing matters from both the public and the private side, we anticipate each party's position and propose solutions everyone can live with.`,
    },
    mandates: [
      {
        fr: "Conseiller juridique d'une ville de 90 000 habitants pour la refonte de ses règlements d'urbanisme",
        en: 'Legal advisor to a city of 90,000 on the overhaul of its planning by-laws',
      },
      {
        fr: "Représentation d'une municipalité régionale de comté dans un dossier d'expropriation pour un parc régional",
        en: 'Represented a regional county municipality in an expropriation for a regional park',
      },
      {
        fr: "Obtention des autorisations environnementales d'un projet d'agrandissement industriel à Lévis",
        en: 'Obtained the environmental authorizations for an industrial expansion in Lévis',
      },
      {
        fr: 'Contrôle judiciaire d’une décision de la Commission de protection du territoire agricole',
        en: 'Judicial review of a decision of the Commission de protection du territoire agricole',
      },
    ],
    hero: { motif: 'columns', palette: 4, focal: { x: 0.38, y: 0.42 } },
  },
  {
    id: 'pa-successions',
    title: { fr: 'Planification successorale et fiducies', en: 'Estates and Trusts' },
    slug: { fr: 'planification-successorale-et-fiducies', en: 'estates-and-trusts' },
    field: { fr: 'planification successorale', en: 'estate planning' },
    intro: {
      fr: 'Nos notaires et avocats aident les entrepreneurs et leurs familles à protéger ce qu’ils ont bâti et à préparer la suite avec sérénité.',
      en: 'Our notaries and lawyers help entrepreneurs and their families protect what they have built and plan for what comes next with peace of mind.',
    },
    body: {
      fr: `Pour un propriétaire d'entreprise, la planification successorale est indissociable de la planification d'affaires. Nos notaires travaillent avec nos fiscalistes et nos avocats en droit des affaires pour que testament, convention entre actionnaires et structure fiscale racontent la même histoire.

## Nos services

- Testaments notariés et mandats de protection
- Fiducies familiales et fiducies testamentaires
- Règlement de successions et liquidation
- Homologation de mandats et régimes de protection
- [Relève et transfert d'entreprise](record:svc-releve)

Nous prenons le temps d'expliquer les options en termes clairs, et de réunir les membres de la famille lorsque c'est utile.`,
      en: `For a business owner, estate planning cannot be separated from business planning. Our notaries work with our tax and corporate lawyers so that the will, the shareholders' agreement and the tax structure all tell the same story.

## Our services

- Notarial wills and protection mandates
- Family trusts and testamentary trusts
- Estate settlement and liquidation
- Homologation of mandates and protective supervision
- [Business succession and transfer](record:svc-releve)

We take the time to explain the options in plain terms, and to bring family members together when that helps.`,
    },
    mandates: [
      {
        fr: "Planification successorale d'un entrepreneur agricole et de ses trois enfants, dont deux actifs dans l'entreprise",
        en: 'Estate plan for a farm owner and his three children, two of whom work in the business',
      },
      {
        fr: "Liquidation d'une succession comprenant des placements et des immeubles dans trois provinces",
        en: 'Settled an estate with investments and real property in three provinces',
      },
      {
        fr: "Création d'une fiducie familiale dans le cadre du gel successoral d'une entreprise de services",
        en: 'Set up a family trust as part of the estate freeze of a services company',
      },
      {
        fr: "Homologation d'un mandat de protection et accompagnement de la famille d'un dirigeant",
        en: "Homologation of a protection mandate and support for an executive's family",
      },
    ],
    hero: { motif: 'hills', palette: 9, focal: { x: 0.72, y: 0.34 } },
  },
];
