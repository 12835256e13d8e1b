import type { Industry } from './expertise-types.js';

export const industries: readonly Industry[] = [
  {
    id: 'ind-manufacturier',
    title: { fr: 'Secteur manufacturier', en: 'Manufacturing' },
    slug: { fr: 'secteur-manufacturier', en: 'manufacturing' },
    phrase: { fr: 'du secteur manufacturier', en: 'manufacturing' },
    intro: {
      fr: 'Les fabricants québécois affrontent la concurrence mondiale, la pénurie de main-d’œuvre et l’automatisation. Nous connaissons leurs usines et leurs enjeux.',
      en: 'Québec manufacturers face global competition, labour shortages and automation. We know their plants and their challenges.',
    },
    body: {
      fr: `De la Beauce à l'Estrie en passant par la couronne de Montréal, nous conseillons des fabricants de toutes tailles : équipementiers, transformateurs de métaux, fabricants de meubles et de produits de consommation.

## Enjeux que nous traitons

- Contrats d'approvisionnement et chaînes logistiques
- Relations de travail et santé et sécurité en usine
- Financement de projets d'automatisation et de modernisation
- Acquisitions, relève et transfert d'entreprise
- Exportation et conformité aux règles d'origine

Nos équipes en [droit du travail](record:pa-droit-du-travail) et en [droit des affaires](record:pa-droit-des-affaires) travaillent ensemble pour offrir un seul point de contact.`,
      en: `From the Beauce region to the Eastern Townships and around Montréal, we advise manufacturers of every size: equipment makers, metal processors, furniture and consumer goods manufacturers.

## Issues we handle

- Supply agreements and supply chains
- Labour relations and plant health and safety
- Financing for automation and modernization projects
- Acquisitions and business succession
- Exports and rules-of-origin compliance

Our [labour and employment](record:pa-droit-du-travail) and [corporate](record:pa-droit-des-affaires) teams work together to give you a single point of contact.`,
    },
    hero: { motif: 'grid', palette: 3, focal: { x: 0.3, y: 0.44 } },
  },
  {
    id: 'ind-technologies',
    title: { fr: 'Technologies et innovation', en: 'Technology and Innovation' },
    slug: { fr: 'technologies-et-innovation', en: 'technology-and-innovation' },
    phrase: { fr: 'du domaine des technologies', en: 'technology' },
    intro: {
      fr: 'Jeunes pousses, éditeurs de logiciels, studios et sociétés en intelligence artificielle : nous parlons leur langue et suivons leur rythme.',
      en: 'Start-ups, software publishers, studios and artificial intelligence companies: we speak their language and keep up with their pace.',
    },
    body: {
      fr: `Montréal et Québec sont devenus des pôles technologiques reconnus. Nous accompagnons les entreprises du secteur de leur constitution à leur sortie, en passant par chaque ronde de financement.

## Notre accompagnement

- Rondes de financement et conventions entre actionnaires
- Licences de logiciels, contrats SaaS et infonuagiques
- [Protection des renseignements personnels](record:pa-vie-privee) et encadrement de l'IA
- [Propriété intellectuelle](record:pa-propriete-intellectuelle) et secrets commerciaux
- Régimes d'options d'achat d'actions et mobilité internationale des talents`,
      en: `Montréal and Québec City have become recognized technology hubs. We support companies in the sector from incorporation to exit, and through every funding round in between.

## How we help

- Funding rounds and shareholders' agreements
- Software licences, SaaS and cloud agreements
- [Privacy](record:pa-vie-privee) and AI governance
- [Intellectual property](record:pa-propriete-intellectuelle) and trade secrets
- Stock option plans and international talent mobility`,
    },
    hero: { motif: 'network', palette: 7, focal: { x: 0.7, y: 0.36 } },
  },
  {
    id: 'ind-energie',
    title: { fr: 'Énergie et ressources naturelles', en: 'Energy and Natural Resources' },
    slug: { fr: 'energie-et-ressources-naturelles', en: 'energy-and-natural-resources' },
    phrase: { fr: 'de l’énergie et des ressources naturelles', en: 'energy and natural resources' },
    intro: {
      fr: 'Énergie renouvelable, mines, forêts : la transition énergétique transforme le Québec, et ses projets exigent des conseils juridiques à la hauteur.',
      en: 'Renewable energy, mining, forestry: the energy transition is transforming Québec, and its projects call for equally ambitious legal advice.',
    },
    body: {
      fr: `Nous conseillons promoteurs, communautés et investisseurs dans des projets éoliens, solaires, hydroélectriques et miniers, ainsi que des entreprises forestières.

## Nos services

- Contrats d'approvisionnement en électricité et partenariats avec les communautés
- Autorisations environnementales, avec le groupe [Droit municipal et administratif](record:pa-droit-municipal)
- Financement de projets
- Acquisition de terrains et servitudes
- Différends contractuels et arbitrages`,
      en: `We advise developers, communities and investors on wind, solar, hydroelectric and mining projects, as well as forestry companies.

## Our services

- Power purchase agreements and community partnerships
- Environmental authorizations, with the [Municipal and Administrative Law](record:pa-droit-municipal) group
- Project financing
- Land acquisition and servitudes
- Contract disputes and arbitration`,
    },
    hero: { motif: 'hills', palette: 4, focal: { x: 0.62, y: 0.3 } },
  },
  {
    id: 'ind-agroalimentaire',
    title: { fr: 'Agroalimentaire', en: 'Agri-Food' },
    slug: { fr: 'agroalimentaire', en: 'agri-food' },
    phrase: { fr: 'de l’agroalimentaire', en: 'agri-food' },
    intro: {
      fr: 'Producteurs, coopératives, transformateurs et distributeurs : nous servons toute la chaîne agroalimentaire, de la ferme à l’épicerie.',
      en: 'Producers, co-operatives, processors and distributors: we serve the entire agri-food chain, from farm to grocery shelf.',
    },
    body: {
      fr: `Avec nos bureaux de Québec et de Sherbrooke, nous sommes proches des régions agricoles et de leurs entrepreneurs. Nous comprenons la gestion de l'offre, la protection du territoire agricole et les défis de la relève.

## Ce que nous faisons

- Transfert de fermes et d'entreprises de transformation
- Financement agricole et sûretés
- Étiquetage, salubrité et conformité réglementaire
- Contrats d'approvisionnement avec les grands distributeurs
- Main-d'œuvre étrangère temporaire`,
      en: `With offices in Québec City and Sherbrooke, we are close to farming regions and their entrepreneurs. We understand supply management, agricultural land protection and the challenges of succession.

## What we do

- Transfers of farms and processing businesses
- Agricultural financing and security
- Labelling, food safety and regulatory compliance
- Supply agreements with major grocers
- Temporary foreign workers`,
    },
    hero: { motif: 'hills', palette: 9, focal: { x: 0.34, y: 0.32 } },
  },
  {
    id: 'ind-sante',
    title: { fr: 'Santé et sciences de la vie', en: 'Health and Life Sciences' },
    slug: { fr: 'sante-et-sciences-de-la-vie', en: 'health-and-life-sciences' },
    phrase: { fr: 'de la santé et des sciences de la vie', en: 'health and life sciences' },
    intro: {
      fr: 'Cliniques, établissements, sociétés pharmaceutiques et entreprises en technologies médicales comptent sur notre connaissance d’un secteur très réglementé.',
      en: 'Clinics, institutions, pharmaceutical companies and medical technology businesses count on our knowledge of a highly regulated sector.',
    },
    body: {
      fr: `Nous représentons des établissements du réseau public, des cliniques privées, des pharmacies et des entreprises innovantes en sciences de la vie.

## Nos services

- Relations de travail dans les établissements de santé
- Confidentialité des renseignements de santé et [Loi 25](record:svc-loi-25)
- Ententes de recherche, licences et partenariats
- Acquisitions et réorganisations de cliniques
- Responsabilité professionnelle`,
      en: `We represent public network institutions, private clinics, pharmacies and innovative life sciences companies.

## Our services

- Labour relations in health institutions
- Confidentiality of health information and [Law 25](record:svc-loi-25)
- Research agreements, licences and partnerships
- Clinic acquisitions and reorganizations
- Professional liability`,
    },
    hero: { motif: 'circles', palette: 4, focal: { x: 0.4, y: 0.5 } },
  },
  {
    id: 'ind-commerce-de-detail',
    title: { fr: 'Commerce de détail et consommation', en: 'Retail and Consumer Goods' },
    slug: { fr: 'commerce-de-detail-et-consommation', en: 'retail-and-consumer-goods' },
    phrase: { fr: 'du commerce de détail', en: 'retail' },
    intro: {
      fr: 'Marques, magasins, commerce en ligne : nous aidons les détaillants à croître tout en respectant des règles de protection du consommateur parmi les plus strictes au pays.',
      en: 'Brands, stores, e-commerce: we help retailers grow while meeting some of the strictest consumer protection rules in the country.',
    },
    body: {
      fr: `Le Québec impose aux détaillants des exigences particulières : Loi sur la protection du consommateur, Charte de la langue française, affichage des prix. Nous les aidons à en faire un avantage plutôt qu'un frein.

## Ce que nous faisons

- Conformité publicitaire, garanties et pratiques de commerce
- [Conformité linguistique](record:svc-francisation) de l'affichage, des emballages et des sites Web
- Baux commerciaux et réseaux de franchise
- Défense d'[actions collectives](record:spa-actions-collectives)
- Programmes de fidélisation et protection des données`,
      en: `Québec imposes specific requirements on retailers: the Consumer Protection Act, the Charter of the French Language, price display rules. We help them turn these into an advantage rather than a hurdle.

## What we do

- Advertising compliance, warranties and trade practices
- [French language compliance](record:svc-francisation) of signage, packaging and websites
- Commercial leases and franchise networks
- [Class action](record:spa-actions-collectives) defence
- Loyalty programs and data protection`,
    },
    hero: { motif: 'arches', palette: 5, focal: { x: 0.28, y: 0.44 } },
  },
  {
    id: 'ind-secteur-public',
    title: { fr: 'Secteur public et municipal', en: 'Public and Municipal Sector' },
    slug: { fr: 'secteur-public-et-municipal', en: 'public-and-municipal-sector' },
    phrase: { fr: 'du secteur public', en: 'the public sector' },
    intro: {
      fr: 'Municipalités, sociétés d’État, établissements d’enseignement et organismes publics nous confient leurs enjeux de gouvernance, de contrats et de relations de travail.',
      en: 'Municipalities, Crown corporations, educational institutions and public bodies trust us with their governance, contracting and labour relations issues.',
    },
    body: {
      fr: `Le secteur public obéit à ses propres règles : adjudication des contrats, accès à l'information, éthique, relations de travail encadrées par la loi. Notre bureau de Québec y consacre une part importante de sa pratique.

## Nos services

- Contrats publics et gestion contractuelle
- Accès à l'information et protection des renseignements personnels
- Relations de travail et négociations dans le secteur public
- Gouvernance et éthique
- Litiges administratifs et contrôle judiciaire`,
      en: `The public sector plays by its own rules: contract awards, access to information, ethics, labour relations framed by statute. Our Québec City office devotes a significant share of its practice to it.

## Our services

- Public contracts and contract management
- Access to information and privacy
- Public sector labour relations and bargaining
- Governance and ethics
- Administrative litigation and judicial review`,
    },
    hero: { motif: 'columns', palette: 7, focal: { x: 0.66, y: 0.46 } },
  },
  {
    id: 'ind-transport',
    title: { fr: 'Transport et logistique', en: 'Transportation and Logistics' },
    slug: { fr: 'transport-et-logistique', en: 'transportation-and-logistics' },
    phrase: { fr: 'du transport et de la logistique', en: 'transportation and logistics' },
    intro: {
      fr: 'Camionnage, entreposage, transport maritime et ferroviaire : nous gardons les marchandises de nos clients, et leurs affaires, en mouvement.',
      en: 'Trucking, warehousing, marine and rail transport: we keep our clients’ goods, and their businesses, moving.',
    },
    body: {
      fr: `Le Québec est un carrefour logistique entre les Grands Lacs, l'Atlantique et le nord-est américain. Nous conseillons transporteurs, entreposeurs et expéditeurs sur les enjeux contractuels, réglementaires et de main-d'œuvre.

## Nos services

- Contrats de transport, d'entreposage et de logistique
- Réclamations pour marchandises perdues ou endommagées
- Acquisitions de flottes et financement d'équipement
- Relations de travail et santé et sécurité
- Conformité réglementaire des transporteurs`,
      en: `Québec is a logistics crossroads between the Great Lakes, the Atlantic and the northeastern United States. We advise carriers, warehouse operators and shippers on contractual, regulatory and workforce issues.

## Our services

- Transportation, warehousing and logistics agreements
- Cargo loss and damage claims
- Fleet acquisitions and equipment financing
- Labour relations and health and safety
- Carrier regulatory compliance`,
    },
    hero: { motif: 'waves', palette: 0, focal: { x: 0.5, y: 0.38 } },
  },
];
