import type { Bilingual } from '../lib/localized.js';

export interface PageEntry {
  id: string;
  title: Bilingual;
  slug: Bilingual;
  intro: Bilingual;
  body: Bilingual;
}

/** The « À propos » pages (single_about), in order. */
export const aboutPages: readonly PageEntry[] = [
  {
    id: 'about-notre-histoire',
    title: { fr: 'Notre histoire', en: 'Our History' },
    slug: { fr: 'notre-histoire', en: 'our-history' },
    intro: {
      fr: 'Fondé à Montréal en 1979 par trois avocats qui voulaient pratiquer autrement, le cabinet a grandi avec ses clients, sans perdre sa taille humaine.',
      en: 'Founded in Montréal in 1979 by three lawyers who wanted to practise differently, the firm has grown with its clients without losing its human scale.',
    },
    body: {
      fr: `En 1979, Jacques Carrier, Hélène Beaumont et Pierre Lessard quittent chacun un grand cabinet pour fonder le leur, rue Saint-Jacques. Leur idée est simple : offrir aux entreprises d'ici des conseils de haut niveau, dans une relation de proximité.

## Quelques jalons

- **1979** : fondation du cabinet à Montréal
- **1988** : ouverture du bureau de Québec, qui devient rapidement une référence en droit municipal
- **2001** : création du groupe Droit du travail et de l'emploi
- **2014** : ouverture du bureau de Sherbrooke, sous la direction d'[Élise Cloutier](record:emp-elise-cloutier)
- **2019** : [Marie Tremblay](record:emp-marie-tremblay) devient associée directrice
- **2023** : le bureau de Sherbrooke emménage rue King Ouest

## Et aujourd'hui

Le cabinet compte plus de 40 avocats, notaires et parajuristes répartis dans trois bureaux. Nous conseillons des entreprises familiales, des sociétés en croissance, des organismes publics et des institutions financières, avec la même exigence qu'à nos débuts.`,
      en: `In 1979, Jacques Carrier, Hélène Beaumont and Pierre Lessard each left a large firm to start their own on Saint-Jacques Street. Their idea was simple: give local businesses top-level advice in a close working relationship.

## Milestones

- **1979**: the firm is founded in Montréal
- **1988**: the Québec City office opens and quickly becomes a reference in municipal law
- **2001**: the Labour and Employment group is created
- **2014**: the Sherbrooke office opens, led by [Élise Cloutier](record:emp-elise-cloutier)
- **2019**: [Marie Tremblay](record:emp-marie-tremblay) becomes Managing Partner
- **2023**: the Sherbrooke office moves to King Street West

## Today

The firm has more than 40 lawyers, notaries and paralegals in three offices. We advise family businesses, growing companies, public bodies and financial institutions, with the same high standards as when we started.`,
    },
  },
  {
    id: 'about-nos-valeurs',
    title: { fr: 'Nos valeurs', en: 'Our Values' },
    slug: { fr: 'nos-valeurs', en: 'our-values' },
    intro: {
      fr: 'Quatre valeurs guident notre façon de travailler avec nos clients et entre nous.',
      en: 'Four values guide the way we work with our clients and with one another.',
    },
    body: {
      fr: `## Proximité

Nous connaissons nos clients, leurs entreprises et leurs régions. Un associé demeure responsable de chaque relation, du premier appel à la fin du mandat.

## Franchise

Nous donnons notre avis sans détour, y compris lorsqu'il ne correspond pas à ce que le client espérait entendre. Nos estimations d'honoraires sont claires et respectées.

## Rigueur

Chaque avis, chaque contrat, chaque plaidoirie fait l'objet d'une préparation minutieuse. La qualité ne se négocie pas.

## Engagement

Nous mettons nos compétences au service de nos communautés, par le travail [pro bono](record:about-engagement-communautaire) et l'implication de nos professionnels.

> Nos valeurs ne sont pas affichées au mur : elles se mesurent dans la façon dont nous répondons au téléphone un vendredi soir.
> — Marie Tremblay, associée directrice`,
      en: `## Proximity

We know our clients, their businesses and their regions. A partner remains responsible for each relationship, from the first call to the end of the mandate.

## Candour

We give our opinion plainly, including when it is not what the client hoped to hear. Our fee estimates are clear and honoured.

## Rigour

Every opinion, every contract, every argument is prepared with care. Quality is not negotiable.

## Commitment

We put our skills to work for our communities, through [pro bono](record:about-engagement-communautaire) work and the involvement of our professionals.

> Our values aren't hung on a wall: they show in how we answer the phone on a Friday evening.
> — Marie Tremblay, Managing Partner`,
    },
  },
  {
    id: 'about-engagement-communautaire',
    title: { fr: 'Engagement communautaire et pro bono', en: 'Community Involvement and Pro Bono' },
    slug: { fr: 'engagement-communautaire', en: 'community-involvement' },
    intro: {
      fr: 'Chaque année, nos professionnels donnent des milliers d’heures à des organismes et à des personnes qui n’ont pas facilement accès aux services juridiques.',
      en: 'Every year, our professionals give thousands of hours to organizations and people who do not have easy access to legal services.',
    },
    body: {
      fr: `L'accès à la justice est une responsabilité partagée. Notre programme pro bono, coordonné par [Nadia Haddad](record:emp-nadia-haddad), s'appuie sur des partenariats durables avec des organismes de nos trois régions.

## Nos engagements

- Des consultations gratuites pour les entreprises d'économie sociale
- L'accompagnement juridique d'organismes communautaires
- Des séances d'information publiques sur les mandats de protection et les testaments
- Une formation gratuite pour les administrateurs d'OBNL

## En chiffres

- Plus de 2 000 heures pro bono en 2024
- Près de 30 organismes accompagnés chaque année
- Une journée de bénévolat par année offerte à chaque membre du personnel

Lisez notre bilan [2024](record:news-2024-heures-pro-bono).`,
      en: `Access to justice is a shared responsibility. Our pro bono program, coordinated by [Nadia Haddad](record:emp-nadia-haddad), builds on lasting partnerships with organizations in our three regions.

## Our commitments

- Free consultations for social economy enterprises
- Legal support for community organizations
- Public information sessions on protection mandates and wills
- Free training for not-for-profit directors

## By the numbers

- More than 2,000 pro bono hours in 2024
- Nearly 30 organizations supported each year
- One paid volunteer day a year for every member of staff

Read our [2024](record:news-2024-heures-pro-bono) report.`,
    },
  },
  {
    id: 'about-diversite-inclusion',
    title: { fr: 'Diversité, équité et inclusion', en: 'Diversity, Equity and Inclusion' },
    slug: { fr: 'diversite-equite-et-inclusion', en: 'diversity-equity-and-inclusion' },
    intro: {
      fr: 'Un cabinet qui ressemble à la société qu’il sert prend de meilleures décisions. Voici comment nous y travaillons.',
      en: 'A firm that reflects the society it serves makes better decisions. Here is how we work toward that.',
    },
    body: {
      fr: `Nos équipes parlent une douzaine de langues, de l'arabe au vietnamien, et comptent des professionnels issus de parcours très variés. Nous voulons que chacun puisse y bâtir une carrière.

## Nos actions

- Un processus de recrutement des stagiaires fondé sur des critères transparents
- Un programme de mentorat pour les avocates et avocats issus de groupes sous-représentés
- Des politiques de conciliation travail-famille, y compris pour les associés
- Une formation annuelle sur les biais inconscients pour l'ensemble du personnel

## Nos objectifs

Nous publions chaque année des indicateurs sur la représentativité de notre société et de nos équipes, et nous nous sommes fixé des cibles pour 2028.

Vous souhaitez vous joindre à nous? Consultez nos [offres d'emploi](record:page-career-hub).`,
      en: `Our teams speak a dozen languages, from Arabic to Vietnamese, and include professionals from very diverse backgrounds. We want everyone to be able to build a career here.

## Our actions

- Articling recruitment based on transparent criteria
- A mentoring program for lawyers from under-represented groups
- Work-life balance policies, including for partners
- Annual unconscious bias training for all staff

## Our goals

Each year we publish indicators on the representation within our partnership and our teams, and we have set targets for 2028.

Would you like to join us? See our [job openings](record:page-career-hub).`,
    },
  },
];

/** Generic pages (generic_page), served at the root of each language. */
export const genericPages: readonly PageEntry[] = [
  {
    id: 'gen-accessibilite',
    title: { fr: 'Déclaration d’accessibilité', en: 'Accessibility Statement' },
    slug: { fr: 'accessibilite', en: 'accessibility' },
    intro: {
      fr: 'Nous voulons que notre site soit utilisable par toutes et tous, y compris les personnes qui utilisent des technologies d’assistance.',
      en: 'We want our website to be usable by everyone, including people who rely on assistive technologies.',
    },
    body: {
      fr: `## Notre engagement

Ce site vise la conformité aux Règles pour l'accessibilité des contenus Web (WCAG) 2.2, niveau AA. Nous en tenons compte dès la conception de nouvelles pages et vérifions régulièrement les pages existantes.

## Ce que nous avons mis en place

- Une navigation complète au clavier
- Des contrastes de couleurs suffisants
- Des textes de remplacement pour les images
- Le respect de la préférence « réduire les animations » de votre appareil
- Des contenus publiés en français et en anglais

## Limites connues

Certains documents PDF plus anciens pourraient ne pas être entièrement accessibles. Sur demande, nous vous les fournirons dans un format adapté.

## Nous joindre

Si vous éprouvez une difficulté, écrivez-nous à accessibilite@cblavocats.ca ou téléphonez au 514 555-0100. Nous répondrons dans un délai de cinq jours ouvrables.`,
      en: `## Our commitment

This site aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. We take them into account when designing new pages and regularly review existing ones.

## What we have put in place

- Full keyboard navigation
- Sufficient colour contrast
- Alternative text for images
- Respect for your device's "reduce motion" setting
- Content published in French and English

## Known limitations

Some older PDF documents may not be fully accessible. On request, we will provide them in a suitable format.

## Contact us

If you run into any difficulty, write to accessibilite@cblavocats.ca or call 514 555-0100. We will respond within five business days.`,
    },
  },
  {
    id: 'gen-honoraires-et-avis',
    title: { fr: 'Honoraires et avis juridiques', en: 'Professional Fees and Legal Notices' },
    slug: { fr: 'honoraires-et-avis-juridiques', en: 'fees-and-legal-notices' },
    intro: {
      fr: 'Comment nous établissons nos honoraires, et ce qu’il faut savoir avant de nous transmettre de l’information.',
      en: 'How we set our fees, and what you should know before sending us information.',
    },
    body: {
      fr: `## Nos honoraires

Nos honoraires sont établis selon la nature du mandat, sa complexité et l'expérience des professionnels qui y travaillent. Selon le dossier, nous proposons :

- une facturation selon le temps consacré, aux taux horaires convenus;
- un prix forfaitaire pour des services définis, comme notre forfait de [démarrage d'entreprise](record:svc-demarrage);
- une estimation écrite, mise à jour si la portée du mandat change.

Chaque mandat fait l'objet d'une lettre de mandat qui précise les services, les honoraires et les modalités de facturation. Les sommes reçues en fidéicommis sont gérées conformément aux règles du Barreau du Québec et de la Chambre des notaires du Québec.

## Avis juridiques

Le contenu de ce site est fourni à titre d'information générale et ne constitue pas un avis juridique. Il ne doit pas servir de fondement à une décision sans consultation d'un professionnel.

La communication avec le cabinet par courriel ou par le formulaire de contact ne crée pas de relation avocat-client ou notaire-client. N'envoyez pas de renseignements confidentiels avant d'avoir reçu la confirmation qu'aucun conflit d'intérêts n'empêche le cabinet d'agir pour vous.`,
      en: `## Our fees

Our fees depend on the nature of the mandate, its complexity and the experience of the professionals working on it. Depending on the file, we offer:

- billing based on time spent, at agreed hourly rates;
- a fixed price for defined services, such as our [business start-up](record:svc-demarrage) package;
- a written estimate, updated if the scope of the mandate changes.

Every mandate is confirmed in an engagement letter setting out the services, fees and billing terms. Funds received in trust are managed in accordance with the rules of the Barreau du Québec and the Chambre des notaires du Québec.

## Legal notices

The content of this site is provided for general information and does not constitute legal advice. It should not be relied on to make a decision without consulting a professional.

Contacting the firm by email or through the contact form does not create a lawyer-client or notary-client relationship. Do not send confidential information until you have received confirmation that no conflict of interest prevents the firm from acting for you.`,
    },
  },
  {
    id: 'gen-anciens',
    title: { fr: 'Réseau des anciens', en: 'Alumni Network' },
    slug: { fr: 'anciens', en: 'alumni' },
    intro: {
      fr: 'Vous avez fait partie de l’équipe? Restons en contact.',
      en: 'Were you part of the team? Let’s stay in touch.',
    },
    body: {
      fr: `Nos anciens poursuivent leur carrière en entreprise, dans la fonction publique, à la magistrature ou dans d'autres cabinets. Ils restent des membres de la famille Carrier Beaumont Lessard.

## Ce que le réseau vous offre

- Une invitation à notre rencontre annuelle des anciens, chaque printemps
- L'accès prioritaire à nos [événements](record:page-events-hub) et formations
- Notre [infolettre](record:page-newsletter), avec des nouvelles du cabinet et de vos anciens collègues

## Joignez-vous au réseau

Écrivez-nous à anciens@cblavocats.ca en indiquant vos années au cabinet et vos coordonnées actuelles.`,
      en: `Our alumni pursue their careers in business, the public service, on the bench or in other firms. They remain part of the Carrier Beaumont Lessard family.

## What the network offers

- An invitation to our annual alumni gathering every spring
- Priority access to our [events](record:page-events-hub) and training sessions
- Our [newsletter](record:page-newsletter), with news of the firm and your former colleagues

## Join the network

Write to us at anciens@cblavocats.ca with your years at the firm and your current contact information.`,
    },
  },
];
