import type { Bilingual } from '../lib/localized.js';

export interface EventEntry {
  id: string;
  date: string;
  start: string;
  end: string;
  /** Defaults to `date`. */
  endDate?: string;
  title: Bilingual;
  slug: Bilingual;
  location: Bilingual;
  address?: string;
  registrationUrl?: string;
  excerpt: Bilingual;
  body: Bilingual;
  speakers: readonly string[];
}

/** Events, some past and some upcoming relative to November 21, 2026. */
export const events: readonly EventEntry[] = [
  {
    id: 'event-2025-petit-dejeuner-loi-25',
    date: '2025-05-14',
    start: '07:30',
    end: '09:30',
    title: {
      fr: 'Petit-déjeuner : Loi 25, les leçons des premiers incidents',
      en: 'Breakfast briefing: Law 25, lessons from the first incidents',
    },
    slug: { fr: 'petit-dejeuner-loi-25-premiers-incidents', en: 'breakfast-law-25-first-incidents' },
    location: { fr: 'Bureau de Montréal', en: 'Montréal office' },
    address: '1155, rue Metcalfe, bureau 2200, Montréal (Québec) H3B 2V6',
    excerpt: {
      fr: 'Incidents de confidentialité, registres, avis à la Commission : ce que nous avons appris depuis l’entrée en vigueur des nouvelles obligations.',
      en: 'Confidentiality incidents, registers, notices to the Commission: what we have learned since the new obligations came into force.',
    },
    body: {
      fr: `Depuis l'entrée en vigueur des principales obligations de la Loi 25, notre équipe a accompagné des dizaines d'organisations lors d'incidents de confidentialité. Ce petit-déjeuner présente les leçons tirées de ces dossiers.

## Au programme

- Évaluer le risque de préjudice sérieux : cas pratiques
- Tenir un registre des incidents utile et à jour
- Communiquer avec la Commission d'accès à l'information et les personnes concernées
- Période de questions

Avec [Isabelle Morin](record:emp-isabelle-morin) et [Yasmina Belkacem](record:emp-yasmina-belkacem), du groupe [Vie privée et cybersécurité](record:pa-vie-privee).

Accueil et petit-déjeuner dès 7 h 30. Présentation de 8 h à 9 h 15.`,
      en: `Since Law 25's main obligations came into force, our team has helped dozens of organizations through confidentiality incidents. This breakfast briefing shares the lessons learned from those files.

## Agenda

- Assessing the risk of serious injury: practical cases
- Keeping a useful, up-to-date incident register
- Communicating with the Commission d'accès à l'information and the individuals concerned
- Questions

With [Isabelle Morin](record:emp-isabelle-morin) and [Yasmina Belkacem](record:emp-yasmina-belkacem) of the [Privacy and Cybersecurity](record:pa-vie-privee) group.

Registration and breakfast from 7:30 a.m. Presentation from 8:00 to 9:15 a.m.`,
    },
    speakers: ['emp-isabelle-morin', 'emp-yasmina-belkacem'],
  },
  {
    id: 'event-2025-colloque-droit-du-travail',
    date: '2025-10-23',
    start: '08:30',
    end: '16:30',
    title: { fr: 'Colloque annuel en droit du travail', en: 'Annual Labour and Employment Conference' },
    slug: { fr: 'colloque-droit-du-travail-2025', en: 'labour-employment-conference-2025' },
    location: { fr: 'Centre des congrès de Québec', en: 'Québec City Convention Centre' },
    address: '1000, boulevard René-Lévesque Est, Québec (Québec) G1R 2B5',
    excerpt: {
      fr: 'Une journée complète pour les gestionnaires et professionnels des ressources humaines : harcèlement, santé et sécurité, négociation collective.',
      en: 'A full day for managers and HR professionals: harassment, health and safety, collective bargaining.',
    },
    body: {
      fr: `Notre colloque annuel réunit chaque automne plus de 200 gestionnaires et professionnels des ressources humaines. Cette édition porte sur les obligations renforcées des employeurs en matière de prévention.

## Au programme

- Harcèlement et violence à caractère sexuel : un an d'application des nouvelles règles
- Programmes de prévention et risques psychosociaux
- Préparer la prochaine ronde de négociation collective
- Jurisprudence marquante de l'année

Avec [Geneviève Caron](record:emp-genevieve-caron), [Catherine Lavoie](record:emp-catherine-lavoie), [Fatou Diallo](record:emp-fatou-diallo) et [Patrick O'Neill](record:emp-patrick-oneill).

Cette activité est admissible à 6 heures de formation continue.`,
      en: `Each fall, our annual conference brings together more than 200 managers and HR professionals. This edition focuses on employers' stronger prevention obligations.

## Agenda

- Harassment and sexual violence: the new rules one year on
- Prevention programs and psychosocial risks
- Preparing for the next round of collective bargaining
- Key decisions of the year

With [Geneviève Caron](record:emp-genevieve-caron), [Catherine Lavoie](record:emp-catherine-lavoie), [Fatou Diallo](record:emp-fatou-diallo) and [Patrick O'Neill](record:emp-patrick-oneill).

This event qualifies for 6 hours of continuing education.`,
    },
    speakers: ['emp-genevieve-caron', 'emp-catherine-lavoie', 'emp-fatou-diallo', 'emp-patrick-oneill'],
  },
  {
    id: 'event-2026-releve-estrie',
    date: '2026-04-22',
    start: '17:00',
    end: '19:30',
    title: { fr: '5 à 7 : la relève d’entreprise en Estrie', en: 'Networking evening: business succession in the Eastern Townships' },
    slug: { fr: 'cinq-a-sept-releve-estrie', en: 'networking-business-succession-eastern-townships' },
    location: { fr: 'Bureau de Sherbrooke', en: 'Sherbrooke office' },
    address: '455, rue King Ouest, bureau 510, Sherbrooke (Québec) J1H 6E9',
    excerpt: {
      fr: 'Cédants, repreneurs et conseillers se rencontrent pour échanger sur les défis de la relève en région.',
      en: 'Owners, successors and advisors meet to discuss the challenges of succession in the regions.',
    },
    body: {
      fr: `Transférer une entreprise en région pose des défis particuliers : bassin de repreneurs restreint, financement, attachement à la communauté. Ce 5 à 7 réunit cédants, repreneurs et conseillers pour en discuter de façon informelle.

## Au programme

- Mot d'ouverture d'[Élise Cloutier](record:emp-elise-cloutier)
- Témoignage d'une famille qui a transféré son entreprise l'an dernier
- Trois erreurs à éviter, par [Laurent Dion](record:emp-laurent-dion)
- Réseautage

Bouchées et boissons offertes. Places limitées.`,
      en: `Transferring a business in the regions brings particular challenges: a small pool of successors, financing, ties to the community. This networking evening brings owners, successors and advisors together to talk about them informally.

## Agenda

- Opening remarks by [Élise Cloutier](record:emp-elise-cloutier)
- A family's account of transferring its business last year
- Three mistakes to avoid, by [Laurent Dion](record:emp-laurent-dion)
- Networking

Refreshments provided. Space is limited.`,
    },
    speakers: ['emp-elise-cloutier', 'emp-laurent-dion'],
  },
  {
    id: 'event-2026-webinaire-employeurs-2027',
    date: '2026-12-03',
    start: '12:00',
    end: '13:00',
    title: {
      fr: 'Webinaire : ce qui change pour les employeurs en 2027',
      en: 'Webinar: what’s changing for employers in 2027',
    },
    slug: { fr: 'webinaire-employeurs-2027', en: 'webinar-employers-2027' },
    location: { fr: 'En ligne', en: 'Online' },
    registrationUrl: 'https://evenements.cblavocats.ca/webinaire-employeurs-2027',
    excerpt: {
      fr: 'Une heure pour faire le point sur les nouveautés législatives et jurisprudentielles qui toucheront les employeurs québécois l’an prochain.',
      en: 'One hour to review the legislative and case law developments that will affect Québec employers next year.',
    },
    body: {
      fr: `Chaque année, notre groupe [Droit du travail et de l'emploi](record:pa-droit-du-travail) fait le tour des changements à prévoir pour la nouvelle année.

## Au programme

- Les modifications législatives attendues
- Les décisions récentes qui changent la pratique
- Vos questions, en direct

Avec [Chloé Simard](record:emp-chloe-simard) et [Noémie Bilodeau](record:emp-noemie-bilodeau).

Le lien de connexion sera transmis par courriel la veille du webinaire.`,
      en: `Every year, our [Labour and Employment](record:pa-droit-du-travail) group reviews the changes to expect in the new year.

## Agenda

- Expected legislative amendments
- Recent decisions that change practice
- Your questions, live

With [Chloé Simard](record:emp-chloe-simard) and [Noémie Bilodeau](record:emp-noemie-bilodeau).

The login link will be emailed the day before the webinar.`,
    },
    speakers: ['emp-chloe-simard', 'emp-noemie-bilodeau'],
  },
  {
    id: 'event-2027-perspectives-fusions-acquisitions',
    date: '2027-01-28',
    start: '07:30',
    end: '09:30',
    title: {
      fr: 'Petit-déjeuner : perspectives 2027 en fusions et acquisitions',
      en: 'Breakfast briefing: 2027 M&A outlook',
    },
    slug: { fr: 'perspectives-fusions-acquisitions-2027', en: 'ma-outlook-2027' },
    location: { fr: 'Bureau de Montréal', en: 'Montréal office' },
    address: '1155, rue Metcalfe, bureau 2200, Montréal (Québec) H3B 2V6',
    registrationUrl: 'https://evenements.cblavocats.ca/perspectives-fa-2027',
    excerpt: {
      fr: 'Valorisations, financement, relève : nos associés partagent leur lecture du marché des transactions pour l’année qui commence.',
      en: 'Valuations, financing, succession: our partners share their read on the deal market for the year ahead.',
    },
    body: {
      fr: `Le marché des fusions et acquisitions québécois reste porté par la vague de départs à la retraite des propriétaires d'entreprises. Quelles tendances marqueront 2027?

## Au programme

- Le marché en chiffres : volumes, valorisations et secteurs actifs
- Les enjeux fiscaux à surveiller
- La vérification diligente en matière de main-d'œuvre
- Table ronde et période de questions

Avec [Marie Tremblay](record:emp-marie-tremblay), [Karim Benali](record:emp-karim-benali) et [Émilie Roy](record:emp-emilie-roy).`,
      en: `Québec's mergers and acquisitions market is still driven by the wave of business owners retiring. Which trends will shape 2027?

## Agenda

- The market in numbers: volumes, valuations and active sectors
- Tax issues to watch
- Workforce due diligence
- Panel discussion and questions

With [Marie Tremblay](record:emp-marie-tremblay), [Karim Benali](record:emp-karim-benali) and [Émilie Roy](record:emp-emilie-roy).`,
    },
    speakers: ['emp-marie-tremblay', 'emp-karim-benali', 'emp-emilie-roy'],
  },
  {
    id: 'event-2027-formation-administrateurs-obnl',
    date: '2027-02-17',
    start: '18:00',
    end: '20:30',
    title: {
      fr: 'Formation : siéger au conseil d’un OBNL',
      en: 'Training: serving on a not-for-profit board',
    },
    slug: { fr: 'formation-administrateurs-obnl', en: 'training-not-for-profit-directors' },
    location: { fr: 'Bureau de Québec', en: 'Québec City office' },
    address: '925, Grande Allée Ouest, bureau 400, Québec (Québec) G1S 1C1',
    registrationUrl: 'https://evenements.cblavocats.ca/formation-obnl-2027',
    excerpt: {
      fr: 'Une soirée gratuite pour les administrateurs bénévoles : devoirs, responsabilités et bonnes pratiques de gouvernance.',
      en: 'A free evening for volunteer directors: duties, liability and good governance practices.',
    },
    body: {
      fr: `Offerte gratuitement dans le cadre de notre engagement communautaire, cette formation s'adresse aux administrateurs bénévoles d'organismes à but non lucratif.

## Au programme

- Les devoirs de prudence, de diligence et de loyauté
- Les situations qui peuvent engager votre responsabilité personnelle
- Des réunions de conseil efficaces et bien documentées
- Étude de cas en petits groupes

Avec [Mathieu Pelletier](record:emp-mathieu-pelletier) et [Nicolas Boucher](record:emp-nicolas-boucher).`,
      en: `Offered free of charge as part of our community involvement, this training is for volunteer directors of not-for-profit organizations.

## Agenda

- The duties of prudence, diligence and loyalty
- Situations that can make you personally liable
- Effective, well-documented board meetings
- Small-group case study

With [Mathieu Pelletier](record:emp-mathieu-pelletier) and [Nicolas Boucher](record:emp-nicolas-boucher).`,
    },
    speakers: ['emp-mathieu-pelletier', 'emp-nicolas-boucher'],
  },
];
