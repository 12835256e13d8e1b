import type { ExpertiseEntry } from './expertise-types.js';

export const services: readonly ExpertiseEntry[] = [
  {
    id: 'svc-demarrage',
    contacts: ['emp-emilie-roy', 'emp-wei-zhang'],
    title: { fr: 'Démarrage d’entreprise', en: 'Business Start-Up' },
    slug: { fr: 'demarrage-d-entreprise', en: 'business-start-up' },
    intro: {
      fr: 'Un forfait clair pour lancer votre entreprise sur de bonnes bases : structure, convention entre actionnaires et premiers contrats.',
      en: 'A clear, fixed-fee package to launch your business on solid ground: structure, shareholders’ agreement and first contracts.',
    },
    body: {
      fr: `Les décisions prises au démarrage ont des effets pendant des années. Notre forfait réunit en quelques semaines tout ce dont une jeune entreprise a besoin, à un prix connu d'avance.

## Le forfait comprend

- Choix de la structure et constitution de la société
- Convention entre actionnaires adaptée à votre situation
- Modèles de contrats de service et de conditions d'utilisation
- Protection de votre nom et de votre marque
- Une rencontre de suivi six mois après le lancement`,
      en: `Decisions made at start-up have effects for years. Our package brings together, within a few weeks, everything a young business needs, at a price known in advance.

## The package includes

- Choice of structure and incorporation
- A shareholders' agreement tailored to your situation
- Template service agreements and terms of use
- Protection of your name and trademark
- A follow-up meeting six months after launch`,
    },
    hero: { motif: 'stairs', palette: 4, focal: { x: 0.36, y: 0.4 } },
  },
  {
    id: 'svc-releve',
    contacts: ['emp-mathieu-pelletier', 'emp-valerie-bouchard', 'emp-elise-cloutier'],
    title: { fr: 'Relève et transfert d’entreprise', en: 'Business Succession and Transfer' },
    slug: { fr: 'releve-et-transfert-d-entreprise', en: 'business-succession-and-transfer' },
    intro: {
      fr: 'Transférer son entreprise à ses enfants, à ses employés ou à un tiers se prépare des années à l’avance. Nous vous guidons à chaque étape.',
      en: 'Handing over a business to your children, your employees or a third party takes years of preparation. We guide you at every step.',
    },
    body: {
      fr: `Des milliers d'entrepreneurs québécois prendront leur retraite au cours de la prochaine décennie. Notre équipe multidisciplinaire réunit avocats en [droit des affaires](record:pa-droit-des-affaires), fiscalistes et notaires pour bâtir un plan qui protège à la fois l'entreprise, le cédant et la famille.

## Notre démarche

1. Diagnostic de l'entreprise et des objectifs du cédant
2. Choix du scénario : relève familiale, rachat par les employés ou vente externe
3. Structure fiscale et [planification successorale](record:pa-successions)
4. Négociation et documentation de la transaction
5. Accompagnement de la relève après la clôture`,
      en: `Thousands of Québec entrepreneurs will retire over the next decade. Our multidisciplinary team brings together [corporate](record:pa-droit-des-affaires) lawyers, tax specialists and notaries to build a plan that protects the business, the seller and the family.

## Our process

1. Assessment of the business and the owner's objectives
2. Choice of scenario: family succession, employee buyout or sale to a third party
3. Tax structure and [estate planning](record:pa-successions)
4. Negotiation and documentation of the transaction
5. Support for the new owners after closing`,
    },
    hero: { motif: 'hills', palette: 2, focal: { x: 0.5, y: 0.32 } },
  },
  {
    id: 'svc-loi-25',
    contacts: ['emp-isabelle-morin', 'emp-yasmina-belkacem'],
    title: { fr: 'Conformité à la Loi 25', en: 'Law 25 Compliance' },
    slug: { fr: 'conformite-loi-25', en: 'law-25-compliance' },
    intro: {
      fr: 'Un programme en étapes pour mettre votre organisation en conformité avec la loi québécoise sur la protection des renseignements personnels, et l’y maintenir.',
      en: 'A step-by-step program to bring your organization into compliance with Québec’s privacy legislation, and keep it there.',
    },
    body: {
      fr: `Toutes les obligations de la Loi 25 sont désormais en vigueur. Notre programme, conçu par le groupe [Vie privée et cybersécurité](record:pa-vie-privee), s'adapte à la taille de votre organisation.

## Les étapes

1. Inventaire des renseignements personnels et cartographie des flux
2. Politiques de gouvernance et désignation du responsable
3. Registre des incidents et procédure de réponse
4. Évaluations des facteurs relatifs à la vie privée
5. Formation des équipes et audit annuel

Téléchargez notre aide-mémoire pour faire le point sur vos obligations.`,
      en: `All of Law 25's obligations are now in force. Our program, designed by the [Privacy and Cybersecurity](record:pa-vie-privee) group, adapts to the size of your organization.

## The steps

1. Inventory of personal information and data flow mapping
2. Governance policies and designation of the person in charge
3. Incident register and response procedure
4. Privacy impact assessments
5. Team training and annual audit

Download our checklist to take stock of your obligations.`,
    },
    hero: { motif: 'grid', palette: 5, focal: { x: 0.72, y: 0.4 } },
  },
  {
    id: 'svc-enquetes',
    contacts: ['emp-catherine-lavoie', 'emp-chloe-simard'],
    title: { fr: 'Enquêtes en milieu de travail', en: 'Workplace Investigations' },
    slug: { fr: 'enquetes-en-milieu-de-travail', en: 'workplace-investigations' },
    intro: {
      fr: 'Plainte de harcèlement, allégation de fraude, conflit d’équipe : nos enquêteurs mènent des enquêtes impartiales, rapides et rigoureuses.',
      en: 'Harassment complaint, fraud allegation, team conflict: our investigators conduct impartial, timely and rigorous investigations.',
    },
    body: {
      fr: `Un employeur qui reçoit une plainte doit agir avec diligence. Nos enquêteurs, avocats d'expérience formés aux techniques d'entrevue, interviennent comme tiers indépendants.

## Notre méthode

- Analyse de la plainte et plan d'enquête
- Entrevues des parties et des témoins, dans le respect de l'équité procédurale
- Rapport écrit avec conclusions factuelles
- Recommandations pour rétablir un climat de travail sain

Lorsque le rapport mène à des mesures, nos collègues en [droit du travail](record:pa-droit-du-travail) vous accompagnent pour la suite.`,
      en: `An employer that receives a complaint must act diligently. Our investigators, experienced lawyers trained in interview techniques, step in as independent third parties.

## Our method

- Analysis of the complaint and investigation plan
- Interviews with the parties and witnesses, with respect for procedural fairness
- Written report with findings of fact
- Recommendations to restore a healthy workplace

When the report leads to action, our [labour and employment](record:pa-droit-du-travail) colleagues support you through next steps.`,
    },
    hero: { motif: 'circles', palette: 6, focal: { x: 0.32, y: 0.42 } },
  },
  {
    id: 'svc-secretariat',
    contacts: ['emp-sarah-levesque', 'emp-annie-paquette', 'emp-emilie-roy'],
    title: { fr: 'Secrétariat corporatif', en: 'Corporate Secretarial Services' },
    slug: { fr: 'secretariat-corporatif', en: 'corporate-secretarial-services' },
    intro: {
      fr: 'Livres de minutes, déclarations annuelles, registre des bénéficiaires ultimes : nous tenons vos sociétés à jour pour que vous n’ayez pas à y penser.',
      en: 'Minute books, annual declarations, register of ultimate beneficiaries: we keep your companies up to date so you don’t have to think about it.',
    },
    body: {
      fr: `Nos parajuristes en droit des sociétés gèrent les obligations courantes de centaines d'entreprises, sous la supervision d'un avocat du groupe [Droit des affaires](record:pa-droit-des-affaires).

- Tenue des livres de minutes et résolutions annuelles
- Déclarations au Registraire des entreprises et à Corporations Canada
- Registre des particuliers ayant un contrôle important
- Changements d'administrateurs, de dénomination ou de siège
- Livres numériques sécurisés accessibles en tout temps`,
      en: `Our corporate paralegals handle the routine obligations of hundreds of businesses, under the supervision of a lawyer from the [Corporate and Commercial Law](record:pa-droit-des-affaires) group.

- Minute book maintenance and annual resolutions
- Filings with the Québec Enterprise Registrar and Corporations Canada
- Register of individuals with significant control
- Changes of directors, name or head office
- Secure digital minute books available at any time`,
    },
    hero: { motif: 'sheets', palette: 9, focal: { x: 0.6, y: 0.5 } },
  },
  {
    id: 'svc-gestion-de-crise',
    contacts: ['emp-david-cohen', 'emp-isabelle-morin'],
    title: { fr: 'Gestion de crise', en: 'Crisis Management' },
    slug: { fr: 'gestion-de-crise', en: 'crisis-management' },
    intro: {
      fr: 'Cyberattaque, accident grave, enquête, rappel de produit : une équipe joignable en tout temps pour les premières heures, celles qui comptent le plus.',
      en: 'Cyberattack, serious accident, investigation, product recall: a team available around the clock for the first hours, the ones that matter most.',
    },
    body: {
      fr: `Une crise ne prévient pas. Notre équipe réunit des avocats en litige, en droit du travail, en vie privée et en droit réglementaire capables d'intervenir ensemble dès le premier appel.

## Dans les premières heures

- Évaluation juridique de la situation et des obligations de déclaration
- Préservation de la preuve et du secret professionnel
- Coordination avec les assureurs, les experts et les autorités
- Soutien aux communications internes et publiques

Pour les incidents de cybersécurité, nous travaillons de près avec le groupe [Vie privée et cybersécurité](record:pa-vie-privee).`,
      en: `A crisis gives no warning. Our team brings together litigation, labour, privacy and regulatory lawyers who can step in together from the first call.

## In the first hours

- Legal assessment of the situation and of reporting obligations
- Preservation of evidence and privilege
- Coordination with insurers, experts and authorities
- Support for internal and public communications

For cybersecurity incidents, we work closely with the [Privacy and Cybersecurity](record:pa-vie-privee) group.`,
    },
    hero: { motif: 'arches', palette: 3, focal: { x: 0.4, y: 0.4 } },
  },
  {
    id: 'svc-francisation',
    contacts: ['emp-wei-zhang', 'emp-rosalie-demers'],
    title: { fr: 'Conformité linguistique et francisation', en: 'French Language Compliance' },
    slug: { fr: 'conformite-linguistique-et-francisation', en: 'french-language-compliance' },
    intro: {
      fr: 'Contrats, affichage, marques, milieu de travail : nous aidons les entreprises à respecter la Charte de la langue française telle que modifiée en 2022.',
      en: 'Contracts, signage, trademarks, the workplace: we help businesses comply with the Charter of the French Language as amended in 2022.',
    },
    body: {
      fr: `Les modifications apportées à la Charte de la langue française ont élargi les obligations des entreprises, y compris celles qui n'ont pas de siège au Québec. Nous proposons un accompagnement concret, de l'analyse des écarts au programme de francisation.

## Nos services

- Analyse de conformité des contrats, factures et documents commerciaux
- Affichage public et marques de commerce
- Programmes de francisation et relations avec l'Office québécois de la langue française
- Exigences linguistiques à l'embauche et communications internes

Pour les marques, nous travaillons avec le groupe [Propriété intellectuelle](record:pa-propriete-intellectuelle).`,
      en: `The amendments made to the Charter of the French Language broadened businesses' obligations, including for companies without a head office in Québec. We offer practical support, from gap analysis to francization programs.

## Our services

- Compliance review of contracts, invoices and commercial documents
- Public signage and trademarks
- Francization programs and dealings with the Office québécois de la langue française
- Language requirements in hiring and internal communications

For trademarks, we work with the [Intellectual Property](record:pa-propriete-intellectuelle) group.`,
    },
    hero: { motif: 'sheets', palette: 5, focal: { x: 0.3, y: 0.46 } },
  },
  {
    id: 'svc-formation',
    contacts: ['emp-genevieve-caron', 'emp-noemie-bilodeau'],
    title: { fr: 'Formations juridiques sur mesure', en: 'Custom Legal Training' },
    slug: { fr: 'formations-juridiques-sur-mesure', en: 'custom-legal-training' },
    intro: {
      fr: 'Des formations pratiques, données dans vos locaux ou en ligne, pour outiller vos gestionnaires et vos équipes face aux risques juridiques du quotidien.',
      en: 'Practical training sessions, delivered at your premises or online, to equip your managers and teams to handle everyday legal risks.',
    },
    body: {
      fr: `Nos formations reposent sur des cas concrets tirés de votre secteur. Elles sont admissibles, selon le cas, aux exigences de formation continue de plusieurs ordres professionnels.

## Sujets populaires

- Prévention du harcèlement et civilité au travail
- Gestion de l'absentéisme et des dossiers disciplinaires
- Protection des renseignements personnels au quotidien
- Négocier et lire un contrat commercial
- Obligations des administrateurs d'OBNL`,
      en: `Our sessions are built on real cases from your industry. Depending on the topic, they may count toward the continuing education requirements of several professional orders.

## Popular topics

- Harassment prevention and workplace civility
- Managing absenteeism and disciplinary files
- Everyday privacy practices
- Negotiating and reading a commercial contract
- Duties of not-for-profit directors`,
    },
    hero: { motif: 'columns', palette: 9, focal: { x: 0.56, y: 0.44 } },
  },
];
