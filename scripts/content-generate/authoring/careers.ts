import type { Bilingual } from '../lib/localized.js';
import type { RecordStatus } from '../lib/types.js';

export type EmploymentType = 'full-time' | 'part-time' | 'contract' | 'internship';

export interface Career {
  id: string;
  date: string;
  status?: RecordStatus;
  title: Bilingual;
  slug: Bilingual;
  location: Bilingual;
  employmentType: EmploymentType;
  excerpt: Bilingual;
  body: Bilingual;
}

const apply = {
  fr: 'Pour postuler, faites-nous parvenir votre curriculum vitæ et une courte lettre à carrieres@cblavocats.ca. Seules les personnes retenues pour une entrevue seront contactées.',
  en: 'To apply, send your résumé and a short cover letter to carrieres@cblavocats.ca. Only candidates selected for an interview will be contacted.',
};

const offer = {
  fr: `## Ce que nous offrons

- Un salaire concurrentiel et un programme d'avantages sociaux complet
- Un horaire flexible et la possibilité de télétravail partiel
- Un budget de formation continue
- Une équipe accueillante, dans un cabinet où chacun connaît le nom de ses collègues`,
  en: `## What we offer

- A competitive salary and a comprehensive benefits program
- Flexible hours and the option of partial remote work
- A continuing education budget
- A welcoming team, in a firm where everyone knows their colleagues' names`,
};

export const careers: readonly Career[] = [
  {
    id: 'career-avocat-droit-du-travail-montreal',
    date: '2026-10-06',
    title: {
      fr: 'Avocate ou avocat en droit du travail (3 à 6 ans de pratique)',
      en: 'Labour and Employment Associate (3 to 6 years of practice)',
    },
    slug: { fr: 'avocat-droit-du-travail-montreal', en: 'labour-employment-associate-montreal' },
    location: { fr: 'Montréal', en: 'Montréal' },
    employmentType: 'full-time',
    excerpt: {
      fr: 'Notre groupe Droit du travail et de l’emploi de Montréal cherche une avocate ou un avocat pour conseiller et représenter des employeurs.',
      en: 'Our Montréal Labour and Employment group is looking for an associate to advise and represent employers.',
    },
    body: {
      fr: `## Le poste

Au sein du groupe [Droit du travail et de l'emploi](record:pa-droit-du-travail), vous conseillerez des employeurs de tous les secteurs et les représenterez devant les arbitres de griefs et le Tribunal administratif du travail.

- Conseils en gestion des ressources humaines et en relations de travail
- Préparation et plaidoirie de dossiers d'arbitrage et de plaintes
- Participation à des négociations collectives
- Rédaction de politiques et animation de formations

## Votre profil

- Membre du Barreau du Québec depuis trois à six ans
- Expérience en droit du travail, idéalement du côté patronal
- Excellente maîtrise du français et de l'anglais, à l'oral comme à l'écrit
- Sens du service et intérêt pour la réalité des entreprises

${offer.fr}

${apply.fr}`,
      en: `## The position

As part of the [Labour and Employment](record:pa-droit-du-travail) group, you will advise employers in every sector and represent them before grievance arbitrators and the Tribunal administratif du travail.

- Advice on human resources management and labour relations
- Preparing and arguing arbitration files and complaints
- Taking part in collective bargaining
- Drafting policies and leading training sessions

## Your profile

- Member of the Barreau du Québec for three to six years
- Experience in labour and employment law, ideally on the employer side
- Excellent command of French and English, spoken and written
- A service mindset and an interest in how businesses operate

${offer.en}

${apply.en}`,
    },
  },
  {
    id: 'career-notaire-immobilier-quebec',
    date: '2026-09-22',
    title: { fr: 'Notaire en droit immobilier', en: 'Real Estate Notary' },
    slug: { fr: 'notaire-droit-immobilier-quebec', en: 'real-estate-notary-quebec-city' },
    location: { fr: 'Québec', en: 'Québec City' },
    employmentType: 'full-time',
    excerpt: {
      fr: 'Le bureau de Québec recrute une ou un notaire pour ses transactions immobilières commerciales et résidentielles.',
      en: 'Our Québec City office is hiring a notary for its commercial and residential real estate transactions.',
    },
    body: {
      fr: `## Le poste

Vous vous joindrez à l'équipe [Droit immobilier](record:pa-droit-immobilier) du bureau de Québec, aux côtés de [Valérie Bouchard](record:emp-valerie-bouchard) et d'[Étienne Savard](record:emp-etienne-savard).

- Préparation et réception d'actes de vente, d'hypothèque et de servitude
- Examens de titres et vérifications diligentes
- Déclarations de copropriété et ventes d'unités
- Suivi des publications au registre foncier

## Votre profil

- Membre de la Chambre des notaires du Québec
- Au moins deux ans d'expérience en droit immobilier
- Rigueur, autonomie et aisance dans les échanges avec les clients

${offer.fr}

${apply.fr}`,
      en: `## The position

You will join the [Real Estate](record:pa-droit-immobilier) team in the Québec City office, alongside [Valérie Bouchard](record:emp-valerie-bouchard) and [Étienne Savard](record:emp-etienne-savard).

- Preparing and executing deeds of sale, hypothec and servitude
- Title examinations and due diligence
- Declarations of co-ownership and unit sales
- Following up on registrations in the land register

## Your profile

- Member of the Chambre des notaires du Québec
- At least two years of experience in real estate law
- Thoroughness, autonomy and ease in dealing with clients

${offer.en}

${apply.en}`,
    },
  },
  {
    id: 'career-stage-barreau-2027',
    date: '2026-08-31',
    title: { fr: 'Stage du Barreau 2027-2028', en: '2027–2028 Bar articling program' },
    slug: { fr: 'stage-du-barreau-2027-2028', en: 'bar-articling-2027-2028' },
    location: { fr: 'Montréal, Québec et Sherbrooke', en: 'Montréal, Québec City and Sherbrooke' },
    employmentType: 'internship',
    excerpt: {
      fr: 'Vous terminez l’École du Barreau? Faites votre stage dans un cabinet qui vous confiera de vrais dossiers dès le premier jour.',
      en: 'Finishing Bar school? Article at a firm that will give you real files from day one.',
    },
    body: {
      fr: `## Le stage

Notre programme de stage vous permet de découvrir plusieurs domaines de pratique avant de choisir votre voie.

- Rotations dans au moins trois groupes de pratique
- Un associé mentor attitré
- Des formations hebdomadaires et la participation à des dossiers pro bono
- Des occasions de plaider et de rencontrer des clients

## Votre profil

- Diplôme en droit civil ou en common law avec formation complémentaire en droit civil
- Inscription à l'École du Barreau pour la session menant au stage
- Curiosité, esprit d'équipe et excellentes habiletés de communication en français et en anglais

Lisez le témoignage de nos [stagiaires 2025-2026](record:news-2025-stagiaires).

${apply.fr}`,
      en: `## The program

Our articling program lets you explore several practice areas before choosing your path.

- Rotations through at least three practice groups
- A dedicated partner mentor
- Weekly training and involvement in pro bono files
- Opportunities to appear in court and meet clients

## Your profile

- Civil law degree, or common law degree with complementary civil law training
- Registered at the École du Barreau for the session leading to articling
- Curiosity, team spirit and excellent communication skills in French and English

Read about our [2025–2026 articling students](record:news-2025-stagiaires).

${apply.en}`,
    },
  },
  {
    id: 'career-adjoint-juridique-litige-sherbrooke',
    date: '2026-11-03',
    title: {
      fr: 'Adjointe ou adjoint juridique en litige (remplacement d’un congé parental)',
      en: 'Litigation Legal Assistant (parental leave replacement)',
    },
    slug: { fr: 'adjoint-juridique-litige-sherbrooke', en: 'litigation-legal-assistant-sherbrooke' },
    location: { fr: 'Sherbrooke', en: 'Sherbrooke' },
    employmentType: 'contract',
    excerpt: {
      fr: 'Contrat de 12 mois au bureau de Sherbrooke, au sein d’une petite équipe de litige dynamique.',
      en: 'A 12-month contract in the Sherbrooke office, with a small and dynamic litigation team.',
    },
    body: {
      fr: `## Le poste

Pour remplacer une collègue en congé parental, notre bureau de Sherbrooke cherche une personne pour soutenir l'équipe de [litige](record:pa-litige) pendant 12 mois.

- Mise en forme et dépôt des procédures
- Gestion des échéanciers et des agendas
- Préparation des cahiers de pièces
- Communication avec les greffes et les huissiers

## Votre profil

- DEC en techniques juridiques ou expérience équivalente
- Connaissance des règles de procédure civile et du dépôt électronique
- Sens de l'organisation et souci du détail

${apply.fr}`,
      en: `## The position

To replace a colleague on parental leave, our Sherbrooke office is looking for someone to support the [litigation](record:pa-litige) team for 12 months.

- Formatting and filing proceedings
- Managing deadlines and calendars
- Preparing exhibit books
- Liaising with court offices and bailiffs

## Your profile

- DEC in paralegal technology or equivalent experience
- Knowledge of civil procedure rules and electronic filing
- Organizational skills and attention to detail

${apply.en}`,
    },
  },
  {
    id: 'career-parajuriste-secretariat-montreal',
    date: '2026-11-12',
    status: 'draft',
    title: {
      fr: 'Parajuriste en secrétariat corporatif (temps partiel)',
      en: 'Corporate Paralegal (part-time)',
    },
    slug: { fr: 'parajuriste-secretariat-corporatif', en: 'corporate-paralegal-part-time' },
    location: { fr: 'Montréal', en: 'Montréal' },
    employmentType: 'part-time',
    excerpt: {
      fr: 'Trois jours par semaine, rejoignez l’équipe qui tient à jour les livres de centaines de sociétés clientes.',
      en: 'Three days a week, join the team that keeps the books of hundreds of client companies up to date.',
    },
    body: {
      fr: `## Le poste

Sous la supervision de [Sarah Lévesque](record:emp-sarah-levesque), vous contribuerez à notre service de [secrétariat corporatif](record:svc-secretariat).

- Préparation des résolutions annuelles et des procès-verbaux
- Déclarations au Registraire des entreprises
- Tenue des registres des particuliers ayant un contrôle important

## Votre profil

- DEC en techniques juridiques
- Deux ans d'expérience en droit des sociétés
- Maîtrise des outils numériques de gestion documentaire

${offer.fr}

${apply.fr}`,
      en: `## The position

Under the supervision of [Sarah Lévesque](record:emp-sarah-levesque), you will contribute to our [corporate secretarial](record:svc-secretariat) service.

- Preparing annual resolutions and minutes
- Filings with the Enterprise Registrar
- Maintaining registers of individuals with significant control

## Your profile

- DEC in paralegal technology
- Two years of experience in corporate law
- Proficiency with digital document management tools

${offer.en}

${apply.en}`,
    },
  },
];
