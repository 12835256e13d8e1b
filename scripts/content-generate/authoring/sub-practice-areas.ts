import type { SubPracticeArea } from './expertise-types.js';

/** Sub practice areas, each under its parent practice area (`pageParent`). */
export const subPracticeAreas: readonly SubPracticeArea[] = [
  {
    id: 'spa-fusions-et-acquisitions',
    contacts: ['emp-marie-tremblay', 'emp-jean-francois-gagnon', 'emp-emilie-roy'],
    parent: 'pa-droit-des-affaires',
    title: { fr: 'Fusions et acquisitions', en: 'Mergers and Acquisitions' },
    slug: { fr: 'fusions-et-acquisitions', en: 'mergers-and-acquisitions' },
    intro: {
      fr: 'Acheteurs, vendeurs et investisseurs nous confient des transactions de quelques millions à plusieurs centaines de millions de dollars.',
      en: 'Buyers, sellers and investors trust us with transactions ranging from a few million to several hundred million dollars.',
    },
    body: {
      fr: `Nous menons la transaction de la lettre d'intention à la clôture : vérification diligente, structure, négociation de la convention d'achat, financement et intégration. Pour les vendeurs, nous préparons l'entreprise en amont afin de réduire les surprises et de protéger le prix.

## Points forts

- Vente d'entreprises familiales et privées
- Acquisitions stratégiques au Canada et aux États-Unis
- Investissements de fonds privés et de fonds fiscalisés
- Assurance déclarations et garanties

Chaque dossier mobilise au besoin nos collègues en [fiscalité](record:pa-fiscalite) et en [droit du travail](record:pa-droit-du-travail).`,
      en: `We handle the deal from letter of intent to closing: due diligence, structure, negotiation of the purchase agreement, financing and integration. For sellers, we prepare the business ahead of time to limit surprises and protect the price.

## Highlights

- Sales of family-owned and private companies
- Strategic acquisitions in Canada and the United States
- Private equity and labour-sponsored fund investments
- Representations and warranties insurance

Each file draws, as needed, on our colleagues in [tax](record:pa-fiscalite) and [labour and employment](record:pa-droit-du-travail).`,
    },
    hero: { motif: 'network', palette: 0, focal: { x: 0.64, y: 0.4 } },
  },
  {
    id: 'spa-gouvernance',
    contacts: ['emp-mathieu-pelletier', 'emp-marie-tremblay'],
    parent: 'pa-droit-des-affaires',
    title: { fr: 'Gouvernance d’entreprise', en: 'Corporate Governance' },
    slug: { fr: 'gouvernance-d-entreprise', en: 'corporate-governance' },
    intro: {
      fr: 'Des conseils d’administration mieux outillés prennent de meilleures décisions. Nous les aidons à structurer leur travail et à gérer les risques.',
      en: 'Better-equipped boards make better decisions. We help them organize their work and manage risk.',
    },
    body: {
      fr: `Nous conseillons les conseils d'administration de sociétés privées, de coopératives, d'OBNL et de sociétés d'État sur leurs obligations et leurs pratiques.

- Chartes de conseil et de comités, politiques et délégations de pouvoirs
- Devoirs des administrateurs et gestion des conflits d'intérêts
- Comités consultatifs pour entreprises familiales
- Registre des entreprises et déclaration des bénéficiaires ultimes

Notre service de [secrétariat corporatif](record:svc-secretariat) tient à jour les registres et livres de vos sociétés.`,
      en: `We advise the boards of private companies, co-operatives, not-for-profits and Crown corporations on their duties and practices.

- Board and committee charters, policies and delegations of authority
- Directors' duties and conflict-of-interest management
- Advisory boards for family businesses
- Enterprise register filings and disclosure of ultimate beneficiaries

Our [corporate secretarial](record:svc-secretariat) service keeps your companies' registers and minute books up to date.`,
    },
    hero: { motif: 'columns', palette: 6, focal: { x: 0.5, y: 0.4 } },
  },
  {
    id: 'spa-contrats-commerciaux',
    contacts: ['emp-wei-zhang', 'emp-elise-cloutier'],
    parent: 'pa-droit-des-affaires',
    title: { fr: 'Contrats commerciaux et distribution', en: 'Commercial Contracts and Distribution' },
    slug: { fr: 'contrats-commerciaux-et-distribution', en: 'commercial-contracts-and-distribution' },
    intro: {
      fr: 'Des contrats clairs évitent bien des litiges. Nous rédigeons et négocions les ententes qui font tourner votre entreprise au quotidien.',
      en: 'Clear contracts prevent many disputes. We draft and negotiate the agreements that keep your business running day to day.',
    },
    body: {
      fr: `Approvisionnement, distribution, franchise, services, technologie : nous adaptons vos contrats à votre modèle d'affaires et au droit québécois, y compris aux exigences linguistiques applicables aux contrats d'adhésion.

- Conditions générales de vente et d'achat
- Ententes de distribution, d'agence et de franchise
- Contrats d'approvisionnement et de fabrication
- Commerce électronique et protection du consommateur`,
      en: `Supply, distribution, franchising, services, technology: we tailor your contracts to your business model and to Québec law, including the language requirements that apply to contracts of adhesion.

- General terms and conditions of sale and purchase
- Distribution, agency and franchise agreements
- Supply and manufacturing agreements
- E-commerce and consumer protection`,
    },
    hero: { motif: 'sheets', palette: 0, focal: { x: 0.42, y: 0.5 } },
  },
  {
    id: 'spa-arbitrage',
    contacts: ['emp-luc-fontaine', 'emp-david-cohen'],
    parent: 'pa-litige',
    title: { fr: 'Arbitrage commercial', en: 'Commercial Arbitration' },
    slug: { fr: 'arbitrage-commercial', en: 'commercial-arbitration' },
    intro: {
      fr: 'Plus rapide et confidentiel qu’un procès, l’arbitrage exige une préparation particulière. Nos avocats agissent comme conseillers et comme arbitres.',
      en: 'Faster and more confidential than a trial, arbitration calls for particular preparation. Our lawyers act both as counsel and as arbitrators.',
    },
    body: {
      fr: `Nous représentons des entreprises dans des arbitrages ad hoc et institutionnels, en français comme en anglais, notamment dans les secteurs de la construction, de l'énergie et de la distribution.

- Rédaction de clauses d'arbitrage efficaces
- Arbitrages commerciaux nationaux et internationaux
- Demandes d'homologation et d'annulation de sentences
- Médiation et modes privés de prévention et de règlement des différends`,
      en: `We represent businesses in ad hoc and institutional arbitrations, in French and in English, particularly in construction, energy and distribution.

- Drafting effective arbitration clauses
- Domestic and international commercial arbitration
- Applications to homologate or annul awards
- Mediation and private dispute prevention and resolution processes`,
    },
    hero: { motif: 'circles', palette: 2, focal: { x: 0.3, y: 0.48 } },
  },
  {
    id: 'spa-actions-collectives',
    contacts: ['emp-nadia-haddad', 'emp-samuel-nguyen'],
    parent: 'pa-litige',
    title: { fr: 'Actions collectives', en: 'Class Actions' },
    slug: { fr: 'actions-collectives', en: 'class-actions' },
    intro: {
      fr: 'Le Québec est l’une des juridictions les plus actives en matière d’actions collectives au Canada. Nous défendons les entreprises dès la demande d’autorisation.',
      en: 'Québec is one of the most active class action jurisdictions in Canada. We defend businesses from the application for authorization onward.',
    },
    body: {
      fr: `Protection du consommateur, concurrence, vie privée, responsabilité du fabricant : nous avons défendu des détaillants, des fabricants et des entreprises technologiques dans des actions collectives nationales et québécoises.

- Contestation de l'autorisation et stratégie de défense
- Coordination avec les dossiers parallèles dans les autres provinces
- Négociation et approbation de règlements
- Gestion des communications et des risques réputationnels`,
      en: `Consumer protection, competition, privacy, product liability: we have defended retailers, manufacturers and technology companies in national and Québec class actions.

- Contesting authorization and defence strategy
- Coordination with parallel proceedings in other provinces
- Negotiation and approval of settlements
- Communications and reputational risk management`,
    },
    hero: { motif: 'network', palette: 2, focal: { x: 0.5, y: 0.5 } },
  },
  {
    id: 'spa-injonctions',
    contacts: ['emp-nadia-haddad', 'emp-samuel-nguyen', 'emp-vincent-poirier'],
    parent: 'pa-litige',
    title: { fr: 'Injonctions et recours urgents', en: 'Injunctions and Urgent Remedies' },
    slug: { fr: 'injonctions-et-recours-urgents', en: 'injunctions-and-urgent-remedies' },
    intro: {
      fr: 'Concurrence déloyale, détournement de clientèle, blocage d’un chantier : certaines situations exigent une intervention du tribunal dans les heures qui suivent.',
      en: 'Unfair competition, customer poaching, a blocked worksite: some situations call for a court order within hours.',
    },
    body: {
      fr: `Nous préparons et plaidons des demandes d'injonction provisoire et interlocutoire, d'ordonnance de type Anton Piller et de saisie avant jugement, souvent dans des délais très courts.

- Protection des secrets commerciaux et des clauses de non-concurrence
- Ordonnances de sauvegarde dans les différends entre actionnaires
- Saisies avant jugement et ordonnances de type Mareva`,
      en: `We prepare and argue applications for interim and interlocutory injunctions, Anton Piller orders and seizures before judgment, often on very short notice.

- Protection of trade secrets and non-competition covenants
- Safeguard orders in shareholder disputes
- Seizures before judgment and Mareva-type orders`,
    },
    hero: { motif: 'arches', palette: 6, focal: { x: 0.72, y: 0.42 } },
  },
  {
    id: 'spa-relations-de-travail',
    contacts: ['emp-genevieve-caron', 'emp-patrick-oneill'],
    parent: 'pa-droit-du-travail',
    title: { fr: 'Relations de travail', en: 'Labour Relations' },
    slug: { fr: 'relations-de-travail', en: 'labour-relations' },
    intro: {
      fr: 'Négociations, griefs, requêtes en accréditation : nous représentons les employeurs syndiqués avec pragmatisme et constance.',
      en: 'Bargaining, grievances, certification applications: we represent unionized employers with pragmatism and consistency.',
    },
    body: {
      fr: `Nos avocats siègent à la table de négociation et plaident devant les arbitres de griefs et le Tribunal administratif du travail. Nous connaissons aussi bien les réalités des usines que celles des réseaux publics.

- Négociation de conventions collectives
- Arbitrage de griefs et plaintes
- Accréditation syndicale et services essentiels
- Conflits de travail, grèves et lock-out`,
      en: `Our lawyers sit at the bargaining table and appear before grievance arbitrators and the Tribunal administratif du travail. We know the realities of the plant floor as well as those of large public networks.

- Collective bargaining
- Grievance arbitration and complaints
- Union certification and essential services
- Labour disputes, strikes and lockouts`,
    },
    hero: { motif: 'hills', palette: 7, focal: { x: 0.28, y: 0.36 } },
  },
  {
    id: 'spa-sante-securite',
    contacts: ['emp-noemie-bilodeau', 'emp-catherine-lavoie'],
    parent: 'pa-droit-du-travail',
    title: { fr: 'Santé et sécurité du travail', en: 'Occupational Health and Safety' },
    slug: { fr: 'sante-et-securite-du-travail', en: 'occupational-health-and-safety' },
    intro: {
      fr: 'Depuis la modernisation du régime, les obligations de prévention se sont étendues à presque tous les employeurs. Nous vous aidons à les remplir et à gérer les dossiers de lésions.',
      en: 'Since the regime was modernized, prevention obligations have extended to almost every employer. We help you meet them and manage injury files.',
    },
    body: {
      fr: `Nous accompagnons les employeurs dans la mise en place de leurs programmes de prévention et les représentons devant la CNESST et le Tribunal administratif du travail.

- Programmes de prévention et comités de santé et de sécurité
- Contestation de décisions en matière de lésions professionnelles
- Imputation des coûts et financement
- Enquêtes à la suite d'accidents et poursuites pénales`,
      en: `We help employers set up their prevention programs and represent them before the CNESST and the Tribunal administratif du travail.

- Prevention programs and health and safety committees
- Challenging decisions on employment injuries
- Cost imputation and financing
- Accident investigations and penal proceedings`,
    },
    hero: { motif: 'grid', palette: 1, focal: { x: 0.62, y: 0.44 } },
  },
  {
    id: 'spa-fins-d-emploi',
    contacts: ['emp-chloe-simard', 'emp-catherine-lavoie'],
    parent: 'pa-droit-du-travail',
    title: { fr: 'Normes du travail et fins d’emploi', en: 'Employment Standards and Terminations' },
    slug: { fr: 'normes-du-travail-et-fins-d-emploi', en: 'employment-standards-and-terminations' },
    intro: {
      fr: 'Une fin d’emploi bien préparée réduit les risques de plainte et préserve la réputation de l’employeur.',
      en: 'A well-prepared termination reduces the risk of complaints and protects the employer’s reputation.',
    },
    body: {
      fr: `Nous conseillons les employeurs non syndiqués sur la Loi sur les normes du travail et les représentent devant le Tribunal administratif du travail.

- Congédiements, mises à pied et licenciements collectifs
- Transactions et quittances
- Plaintes pour congédiement sans cause juste et suffisante
- Heures de travail, congés et équité salariale`,
      en: `We advise non-unionized employers on the Act respecting labour standards and represent them before the Tribunal administratif du travail.

- Dismissals, layoffs and collective terminations
- Settlements and releases
- Complaints of dismissal without good and sufficient cause
- Hours of work, leave and pay equity`,
    },
    hero: { motif: 'sheets', palette: 7, focal: { x: 0.36, y: 0.46 } },
  },
  {
    id: 'spa-location-commerciale',
    contacts: ['emp-philippe-girard', 'emp-mariana-ferreira'],
    parent: 'pa-droit-immobilier',
    title: { fr: 'Location commerciale', en: 'Commercial Leasing' },
    slug: { fr: 'location-commerciale', en: 'commercial-leasing' },
    intro: {
      fr: 'Bureaux, commerces de détail, entrepôts : nous négocions des baux équilibrés pour les locateurs comme pour les locataires.',
      en: 'Offices, retail premises, warehouses: we negotiate balanced leases for landlords and tenants alike.',
    },
    body: {
      fr: `Un bail commercial engage souvent une entreprise pour dix ans ou plus. Nous en négocions chaque clause : loyer additionnel, travaux d'aménagement, options de renouvellement, cession et sous-location.

- Baux de bureaux, de commerce de détail et industriels
- Offres de location et lettres d'intention
- Renouvellements, prolongations et résiliations
- Différends entre locateurs et locataires`,
      en: `A commercial lease often commits a business for ten years or more. We negotiate every clause: additional rent, leasehold improvements, renewal options, assignment and subletting.

- Office, retail and industrial leases
- Offers to lease and letters of intent
- Renewals, extensions and terminations
- Landlord and tenant disputes`,
    },
    hero: { motif: 'skyline', palette: 8, focal: { x: 0.68, y: 0.3 } },
  },
  {
    id: 'spa-developpement-immobilier',
    contacts: ['emp-philippe-girard', 'emp-valerie-bouchard', 'emp-julie-gauthier'],
    parent: 'pa-droit-immobilier',
    title: { fr: 'Développement immobilier', en: 'Real Estate Development' },
    slug: { fr: 'developpement-immobilier', en: 'real-estate-development' },
    intro: {
      fr: 'De l’acquisition du terrain à la vente des unités, nous accompagnons les promoteurs à chaque étape de leurs projets.',
      en: 'From land acquisition to unit sales, we support developers at every stage of their projects.',
    },
    body: {
      fr: `Projets résidentiels, industriels ou à usage mixte : nos avocats et notaires coordonnent les aspects contractuels, municipaux et financiers du développement.

- Acquisition de terrains et ententes avec les municipalités
- Déclarations de copropriété divise et contrats préliminaires
- Partenariats et coentreprises immobilières
- Financement de construction`,
      en: `Residential, industrial or mixed-use projects: our lawyers and notaries coordinate the contractual, municipal and financial aspects of development.

- Land acquisition and agreements with municipalities
- Declarations of divided co-ownership and preliminary contracts
- Real estate partnerships and joint ventures
- Construction financing`,
    },
    hero: { motif: 'stairs', palette: 1, focal: { x: 0.46, y: 0.34 } },
  },
  {
    id: 'spa-environnement',
    contacts: ['emp-francois-lachance', 'emp-nicolas-boucher'],
    parent: 'pa-droit-municipal',
    title: { fr: 'Droit de l’environnement', en: 'Environmental Law' },
    slug: { fr: 'droit-de-l-environnement', en: 'environmental-law' },
    intro: {
      fr: 'Autorisations, sols contaminés, milieux humides : nous aidons les entreprises et les municipalités à concilier projets et protection de l’environnement.',
      en: 'Authorizations, contaminated land, wetlands: we help businesses and municipalities reconcile their projects with environmental protection.',
    },
    body: {
      fr: `Nous conseillons nos clients sur la Loi sur la qualité de l'environnement et ses règlements, et les représentons lors d'inspections, d'ordonnances et de poursuites.

- Autorisations ministérielles et déclarations de conformité
- Terrains contaminés et vérifications environnementales en contexte transactionnel
- Milieux humides et hydriques
- Responsabilité environnementale et sanctions administratives pécuniaires`,
      en: `We advise clients on the Environment Quality Act and its regulations, and represent them during inspections, orders and prosecutions.

- Ministerial authorizations and declarations of compliance
- Contaminated land and environmental due diligence in transactions
- Wetlands and bodies of water
- Environmental liability and administrative monetary penalties`,
    },
    hero: { motif: 'waves', palette: 4, focal: { x: 0.7, y: 0.34 } },
  },
];
