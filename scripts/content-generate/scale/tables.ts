import type { Bilingual } from '../lib/localized.js';

/** Names beyond the authored ones, for generated expertise pages. */
export const extraPracticeAreas: readonly Bilingual[] = [
  { fr: 'Droit de la concurrence', en: 'Competition Law' },
  { fr: 'Commerce international', en: 'International Trade' },
  { fr: 'Droit des assurances', en: 'Insurance Law' },
  { fr: 'Responsabilité professionnelle', en: 'Professional Liability' },
  { fr: 'Droit de la santé', en: 'Health Law' },
  { fr: 'Droit de l’énergie', en: 'Energy Law' },
  { fr: 'Droit minier', en: 'Mining Law' },
  { fr: 'Droit agricole', en: 'Agricultural Law' },
  { fr: 'Droit des transports', en: 'Transportation Law' },
  { fr: 'Droit maritime', en: 'Maritime Law' },
  { fr: 'Valeurs mobilières', en: 'Securities' },
  { fr: 'Capital de risque', en: 'Venture Capital' },
  { fr: 'Franchisage', en: 'Franchising' },
  { fr: 'Protection du consommateur', en: 'Consumer Protection' },
  { fr: 'Régimes de retraite et avantages sociaux', en: 'Pensions and Benefits' },
  { fr: 'Immigration d’affaires', en: 'Business Immigration' },
  { fr: 'Enquêtes et conformité réglementaire', en: 'Investigations and Regulatory Compliance' },
  { fr: 'Droit des technologies', en: 'Technology Law' },
];

export const extraSubPracticeAreas: readonly Bilingual[] = [
  { fr: 'Capital-investissement', en: 'Private Equity' },
  { fr: 'Coentreprises', en: 'Joint Ventures' },
  { fr: 'Médiation', en: 'Mediation' },
  { fr: 'Appels', en: 'Appeals' },
  { fr: 'Équité salariale', en: 'Pay Equity' },
  { fr: 'Copropriété', en: 'Co-ownership' },
  { fr: 'Taxes à la consommation', en: 'Commodity Taxes' },
  { fr: 'Licences de technologie', en: 'Technology Licensing' },
];

export const extraIndustries: readonly Bilingual[] = [
  { fr: 'Aérospatiale', en: 'Aerospace' },
  { fr: 'Construction et infrastructures', en: 'Construction and Infrastructure' },
  { fr: 'Services financiers', en: 'Financial Services' },
  { fr: 'Tourisme et hôtellerie', en: 'Tourism and Hospitality' },
  { fr: 'Médias et divertissement', en: 'Media and Entertainment' },
  { fr: 'Éducation', en: 'Education' },
  { fr: 'Économie sociale et OBNL', en: 'Social Economy and Not-for-Profits' },
  { fr: 'Mines et métaux', en: 'Mining and Metals' },
  { fr: 'Foresterie et produits du bois', en: 'Forestry and Wood Products' },
  { fr: 'Jeux vidéo', en: 'Video Games' },
  { fr: 'Pharmaceutique', en: 'Pharmaceuticals' },
  { fr: 'Immobilier commercial', en: 'Commercial Real Estate' },
];

export const extraServices: readonly Bilingual[] = [
  { fr: 'Vérification diligente', en: 'Due Diligence' },
  { fr: 'Recouvrement de créances', en: 'Debt Collection' },
  { fr: 'Contrats types', en: 'Template Contracts' },
  { fr: 'Audit de conformité', en: 'Compliance Audit' },
  { fr: 'Avocat-conseil externe', en: 'Outside General Counsel' },
  { fr: 'Soutien aux conseils d’administration', en: 'Board Support' },
  { fr: 'Accueil des travailleurs étrangers', en: 'Foreign Worker Onboarding' },
  { fr: 'Préparation à la vente', en: 'Sale Readiness' },
];

/** Appended to names when a generated family is larger than its table. */
export const regions: readonly string[] = ['Montréal', 'Québec', 'Sherbrooke', 'Gatineau', 'Trois-Rivières', 'Saguenay', 'Rimouski', 'Laval'];

export const aboutTitles: readonly Bilingual[] = [
  { fr: 'Notre histoire', en: 'Our History' },
  { fr: 'Nos valeurs', en: 'Our Values' },
  { fr: 'Engagement communautaire', en: 'Community Involvement' },
  { fr: 'Diversité et inclusion', en: 'Diversity and Inclusion' },
  { fr: 'Développement durable', en: 'Sustainability' },
  { fr: 'Notre direction', en: 'Our Leadership' },
  { fr: 'Nos bureaux', en: 'Our Offices' },
  { fr: 'Innovation juridique', en: 'Legal Innovation' },
  { fr: 'Réseaux internationaux', en: 'International Networks' },
  { fr: 'Prix et distinctions', en: 'Awards and Recognition' },
  { fr: 'Bourses et commandites', en: 'Scholarships and Sponsorships' },
  { fr: 'Salle de presse', en: 'Newsroom' },
];

export const genericTitles: readonly Bilingual[] = [
  { fr: 'Déclaration d’accessibilité', en: 'Accessibility Statement' },
  { fr: 'Honoraires et avis juridiques', en: 'Professional Fees and Legal Notices' },
  { fr: 'Réseau des anciens', en: 'Alumni Network' },
  { fr: 'Politique relative aux témoins', en: 'Cookie Policy' },
  { fr: 'Code de conduite des fournisseurs', en: 'Supplier Code of Conduct' },
  { fr: 'Traitement des plaintes', en: 'Complaints Handling' },
  { fr: 'Plan du site', en: 'Site Map' },
  { fr: 'Médias', en: 'Media' },
  { fr: 'Bourses d’études', en: 'Scholarships' },
  { fr: 'Conditions des événements', en: 'Event Terms' },
];

/** Subjects of generated articles; `fr` reads after « sur », `en` after "on". */
export const topics: readonly Bilingual[] = [
  { fr: 'la Loi 25', en: 'Law 25' },
  { fr: 'les baux commerciaux', en: 'commercial leases' },
  { fr: 'les clauses de non-concurrence', en: 'non-compete clauses' },
  { fr: 'la relève d’entreprise', en: 'business succession' },
  { fr: 'les hypothèques légales de la construction', en: 'construction legal hypothecs' },
  { fr: 'les actions collectives', en: 'class actions' },
  { fr: 'la Charte de la langue française', en: 'the Charter of the French Language' },
  { fr: 'les programmes de prévention', en: 'prevention programs' },
  { fr: 'le harcèlement psychologique', en: 'psychological harassment' },
  { fr: 'les conventions entre actionnaires', en: 'shareholders’ agreements' },
  { fr: 'les fiducies familiales', en: 'family trusts' },
  { fr: 'les appels d’offres publics', en: 'public tenders' },
  { fr: 'l’intelligence artificielle au travail', en: 'artificial intelligence at work' },
  { fr: 'les incidents de confidentialité', en: 'confidentiality incidents' },
  { fr: 'les marques de commerce', en: 'trademarks' },
  { fr: 'le financement de projets', en: 'project financing' },
  { fr: 'la restructuration d’entreprise', en: 'business restructuring' },
  { fr: 'la gouvernance des OBNL', en: 'not-for-profit governance' },
  { fr: 'les terrains contaminés', en: 'contaminated land' },
  { fr: 'le télétravail', en: 'remote work' },
  { fr: 'les contrats d’approvisionnement', en: 'supply agreements' },
  { fr: 'l’écoblanchiment', en: 'greenwashing' },
  { fr: 'les mandats de protection', en: 'protection mandates' },
  { fr: 'l’équité salariale', en: 'pay equity' },
];

/** Title patterns: `{T}` is the topic, capitalized when it opens the title. */
export const angles: readonly Bilingual[] = [
  { fr: '{T} : ce qui change en {Y}', en: '{T}: what changes in {Y}' },
  { fr: '{T} : cinq erreurs à éviter', en: '{T}: five mistakes to avoid' },
  { fr: '{T} : les questions à se poser', en: '{T}: the questions to ask' },
  { fr: 'Comprendre {t}', en: 'Understanding {t}' },
  { fr: '{T} : un guide pratique pour les PME', en: '{T}: a practical guide for small businesses' },
  { fr: 'Ce que les tribunaux ont décidé sur {t} en {Y}', en: 'What the courts decided on {t} in {Y}' },
  { fr: '{T} : le point de vue de nos avocats', en: '{T}: our lawyers’ perspective' },
];

export const caseMandates: readonly Bilingual[] = [
  { fr: 'Vente d’entreprise', en: 'Business sale' },
  { fr: 'Refinancement', en: 'Refinancing' },
  { fr: 'Acquisition stratégique', en: 'Strategic acquisition' },
  { fr: 'Négociation collective', en: 'Collective bargaining' },
  { fr: 'Programme de conformité', en: 'Compliance program' },
  { fr: 'Réclamation de construction', en: 'Construction claim' },
  { fr: 'Transfert familial', en: 'Family transfer' },
  { fr: 'Bail de siège social', en: 'Head office lease' },
  { fr: 'Gestion d’incident', en: 'Incident response' },
  { fr: 'Injonction', en: 'Injunction' },
];

export const clients: readonly Bilingual[] = [
  { fr: 'un fabricant de la Beauce', en: 'a Beauce manufacturer' },
  { fr: 'un distributeur alimentaire de Laval', en: 'a Laval food distributor' },
  { fr: 'une société technologique de Québec', en: 'a Québec City technology company' },
  { fr: 'un réseau de cliniques', en: 'a network of clinics' },
  { fr: 'une municipalité de la Montérégie', en: 'a Montérégie municipality' },
  { fr: 'une coopérative agricole', en: 'an agricultural co-operative' },
  { fr: 'un détaillant national', en: 'a national retailer' },
  { fr: 'un transporteur régional', en: 'a regional carrier' },
  { fr: 'un promoteur immobilier', en: 'a real estate developer' },
  { fr: 'une entreprise familiale de l’Estrie', en: 'an Eastern Townships family business' },
  { fr: 'un studio de jeux vidéo', en: 'a video game studio' },
];

/** Kinds of disputes, for generated major cases. */
export const disputes: readonly Bilingual[] = [
  { fr: 'Action collective', en: 'Class action' },
  { fr: 'Recours en oppression', en: 'Oppression remedy' },
  { fr: 'Injonction', en: 'Injunction' },
  { fr: 'Réclamation de construction', en: 'Construction claim' },
  { fr: 'Contrôle judiciaire', en: 'Judicial review' },
  { fr: 'Litige contractuel', en: 'Contract dispute' },
  { fr: 'Grief collectif', en: 'Class grievance' },
];

export const courts: readonly Bilingual[] = [
  { fr: 'Cour supérieure du Québec', en: 'Superior Court of Québec' },
  { fr: 'Cour d’appel du Québec', en: 'Court of Appeal of Quebec' },
  { fr: 'Cour du Québec', en: 'Court of Québec' },
  { fr: 'Tribunal administratif du travail', en: 'Tribunal administratif du travail' },
  { fr: 'Tribunal administratif du Québec', en: 'Tribunal administratif du Québec' },
  { fr: 'Tribunal arbitral', en: 'Arbitral tribunal' },
];

export const caseStatuses: readonly Bilingual[] = [
  { fr: 'En cours', en: 'Ongoing' },
  { fr: 'En délibéré', en: 'Under advisement' },
  { fr: 'Jugement rendu', en: 'Judgment rendered' },
  { fr: 'Appel rejeté', en: 'Appeal dismissed' },
  { fr: 'Règlement négocié', en: 'Settled' },
  { fr: 'Sentence rendue', en: 'Award rendered' },
];

export const eventFormats: readonly Bilingual[] = [
  { fr: 'Webinaire', en: 'Webinar' },
  { fr: 'Petit-déjeuner', en: 'Breakfast briefing' },
  { fr: 'Colloque', en: 'Conference' },
  { fr: 'Atelier', en: 'Workshop' },
  { fr: '5 à 7', en: 'Networking evening' },
];

export const careerRoles: readonly { title: Bilingual; type: 'full-time' | 'part-time' | 'contract' | 'internship' }[] = [
  { title: { fr: 'Avocate ou avocat', en: 'Associate' }, type: 'full-time' },
  { title: { fr: 'Notaire', en: 'Notary' }, type: 'full-time' },
  { title: { fr: 'Parajuriste', en: 'Paralegal' }, type: 'part-time' },
  { title: { fr: 'Adjointe ou adjoint juridique', en: 'Legal Assistant' }, type: 'contract' },
  { title: { fr: 'Stagiaire', en: 'Articling Student' }, type: 'internship' },
];

/** Career paths for generated biographies, by kind of role. `{elle}`/`{Elle}`/`{e}` agree with the person. */
export const backgrounds: Readonly<Record<'senior' | 'associate' | 'notary' | 'paralegal', readonly Bilingual[]>> = {
  senior: [
    { fr: '{Elle} a fait ses débuts dans un grand cabinet national avant de se joindre à l’équipe.', en: '{She} began {her} career at a large national firm before joining the team.' },
    { fr: '{Elle} a été conseill{ere} juridique d’une grande entreprise québécoise pendant plusieurs années.', en: '{She} spent several years as in-house counsel at a major Québec company.' },
    { fr: '{Elle} dirige plusieurs des mandats les plus importants du groupe.', en: '{She} leads several of the group’s most significant mandates.' },
  ],
  associate: [
    { fr: '{Elle} a rejoint le cabinet comme stagiaire.', en: '{She} joined the firm as an articling student.' },
    { fr: '{Elle} a travaillé dans un cabinet régional avant de se joindre à l’équipe.', en: '{She} worked at a regional firm before joining the team.' },
    { fr: '{Elle} participe à la préparation et à la négociation de dossiers variés.', en: '{She} helps prepare and negotiate a wide range of files.' },
  ],
  notary: [
    { fr: '{Elle} instrumente des actes pour des clients commerciaux et résidentiels.', en: '{She} executes deeds for commercial and residential clients.' },
    { fr: '{Elle} accompagne les familles dans la planification de leur succession.', en: '{She} helps families plan their estates.' },
  ],
  paralegal: [
    { fr: '{Elle} soutient les avocats du groupe dans la préparation des dossiers.', en: '{She} supports the group’s lawyers in preparing files.' },
    { fr: '{Elle} gère les échéanciers et la documentation des transactions.', en: '{She} manages deadlines and transaction documentation.' },
  ],
};

export const involvements: readonly Bilingual[] = [
  { fr: '{Elle} est bénévole pour un organisme communautaire de sa région.', en: '{She} volunteers with a community organization in {her} region.' },
  { fr: '{Elle} siège au conseil d’une fondation régionale.', en: '{She} sits on the board of a regional foundation.' },
  { fr: '{Elle} donne des conférences sur les nouveautés de son domaine.', en: '{She} speaks regularly on developments in {her} field.' },
  { fr: '{Elle} agit comme mentor{e} auprès d’étudiants en droit.', en: '{She} mentors law students.' },
];
