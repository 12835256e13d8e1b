import type { Article } from './article-types.js';

export const news2025to2026: readonly Article[] = [
  {
    id: 'news-2025-arrivee-luc-fontaine',
    date: '2025-01-14',
    authors: ['emp-marie-tremblay'],
    practiceAreas: ['pa-droit-de-la-construction'],
    industries: ['ind-energie', 'ind-secteur-public'],
    related: ['news-2024-hypotheque-legale', 'major-2025-reclamation-complexe-hospitalier'],
    title: { fr: 'Luc Fontaine se joint au cabinet à titre d’avocat-conseil', en: 'Luc Fontaine joins the firm as counsel' },
    slug: { fr: 'luc-fontaine-avocat-conseil', en: 'luc-fontaine-joins-as-counsel' },
    excerpt: {
      fr: 'Plaideur chevronné en droit de la construction, Luc Fontaine renforce notre équipe et notre offre en arbitrage.',
      en: 'A seasoned construction litigator, Luc Fontaine strengthens our team and our arbitration offering.',
    },
    keyPoints: {
      fr: 'Trente ans de pratique en droit de la construction\nArbitre et médiateur accrédité\nUn renfort pour les grands projets d’infrastructure',
      en: 'Thirty years of practice in construction law\nAccredited arbitrator and mediator\nAdded strength for major infrastructure projects',
    },
    body: {
      fr: `Nous sommes heureux d'accueillir [Luc Fontaine](record:emp-luc-fontaine) à notre bureau de Montréal, à titre d'avocat-conseil au sein du groupe [Droit de la construction](record:pa-droit-de-la-construction).

## Un parcours remarquable

Au cours de trente années de pratique, Luc a représenté des donneurs d'ouvrage publics, des entrepreneurs et des firmes de génie dans certains des plus importants projets d'infrastructure au Québec. Il agit aussi régulièrement comme arbitre et médiateur.

Son arrivée permettra notamment :

- d'accompagner nos clients dans les projets réalisés en mode collaboratif;
- de renforcer notre offre en [arbitrage commercial](record:spa-arbitrage);
- de soutenir la formation de nos jeunes avocats en gestion des réclamations.

> Je cherchais un cabinet où l'on prend le temps de bien comprendre les projets de ses clients. Je l'ai trouvé ici.
> — Luc Fontaine

Bienvenue, Luc!`,
      en: `We are pleased to welcome [Luc Fontaine](record:emp-luc-fontaine) to our Montréal office as counsel in the [Construction Law](record:pa-droit-de-la-construction) group.

## A remarkable career

Over thirty years of practice, Luc has represented public owners, contractors and engineering firms on some of the largest infrastructure projects in Québec. He also regularly sits as an arbitrator and mediator.

His arrival will allow us to:

- support clients on collaborative-delivery projects;
- strengthen our [commercial arbitration](record:spa-arbitrage) offering;
- help train our junior lawyers in claims management.

> I was looking for a firm that takes the time to truly understand its clients' projects. I found it here.
> — Luc Fontaine

Welcome, Luc!`,
    },
  },
  {
    id: 'news-2025-programmes-prevention',
    date: '2025-02-18',
    authors: ['emp-noemie-bilodeau', 'emp-genevieve-caron'],
    practiceAreas: ['pa-droit-du-travail'],
    industries: ['ind-manufacturier'],
    related: ['news-2024-harcelement-violence', 'case-2023-accident-usine-cnesst'],
    title: { fr: 'Programmes de prévention : où en êtes-vous?', en: 'Prevention programs: where do you stand?' },
    slug: { fr: 'programmes-de-prevention-sst', en: 'ohs-prevention-programs' },
    excerpt: {
      fr: 'Avec la modernisation du régime de santé et de sécurité, les obligations de prévention s’étendent à un nombre croissant d’employeurs.',
      en: 'With the modernization of the health and safety regime, prevention obligations extend to a growing number of employers.',
    },
    keyPoints: {
      fr: 'Les obligations varient selon la taille de l’établissement\nL’identification des risques doit inclure les risques psychosociaux\nLa participation des travailleurs est exigée',
      en: 'Obligations vary with the size of the establishment\nRisk identification must include psychosocial risks\nWorker participation is required',
    },
    body: {
      fr: `La Loi modernisant le régime de santé et de sécurité du travail a étendu les mécanismes de prévention à l'ensemble des secteurs d'activité. Les employeurs doivent adapter leurs outils à la taille de leur établissement.

## Ce que la loi exige

- Un programme de prévention pour les établissements de 20 travailleurs et plus, ou un plan d'action pour les plus petits
- L'identification et l'analyse des risques, y compris les risques psychosociaux
- Des mécanismes de participation des travailleurs : comité de santé et de sécurité ou agent de liaison
- Un suivi documenté des mesures correctives

## Nos constats sur le terrain

Dans nos visites d'usines, nous constatons que les risques physiques sont généralement bien documentés. Les risques psychosociaux, comme la charge de travail ou la violence, le sont beaucoup moins.

## Le rôle du comité

Le comité de santé et de sécurité participe à l'identification des risques et au suivi des mesures correctives. Pour qu'il joue pleinement son rôle, ses membres doivent être formés et disposer du temps nécessaire.

> Un bon programme de prévention n'est pas un cartable sur une tablette. C'est un outil de gestion que les contremaîtres utilisent tous les jours.
> — Noémie Bilodeau

Notre équipe en [santé et sécurité du travail](record:spa-sante-securite) peut évaluer votre programme et former vos comités.`,
      en: `The Act to modernize the occupational health and safety regime extended prevention mechanisms to every sector of activity. Employers must adapt their tools to the size of their establishment.

## What the act requires

- A prevention program for establishments with 20 or more workers, or an action plan for smaller ones
- Identification and analysis of risks, including psychosocial risks
- Worker participation mechanisms: a health and safety committee or a liaison officer
- Documented follow-up of corrective measures

## What we see in the field

In our plant visits, we find that physical risks are generally well documented. Psychosocial risks, such as workload or violence, much less so.

## The committee's role

The health and safety committee takes part in identifying risks and following up on corrective measures. To play its role fully, its members need training and the time to do the work.

> A good prevention program is not a binder on a shelf. It is a management tool supervisors use every day.
> — Noémie Bilodeau

Our [occupational health and safety](record:spa-sante-securite) team can assess your program and train your committees.`,
    },
  },
  {
    id: 'news-2025-tarifs-douaniers',
    date: '2025-03-11',
    authors: ['emp-jean-francois-gagnon', 'emp-elise-cloutier'],
    practiceAreas: ['pa-droit-des-affaires'],
    industries: ['ind-manufacturier', 'ind-transport'],
    related: ['news-2025-difficultes-financieres', 'case-2023-vente-fabricant-aerospatial'],
    title: {
      fr: 'Tarifs douaniers américains : revoir vos contrats d’approvisionnement',
      en: 'U.S. tariffs: reviewing your supply contracts',
    },
    slug: { fr: 'tarifs-douaniers-contrats-approvisionnement', en: 'tariffs-supply-contracts' },
    excerpt: {
      fr: 'Qui assume le coût des nouveaux droits de douane? La réponse se trouve souvent dans des clauses rédigées il y a des années.',
      en: 'Who bears the cost of new duties? The answer often lies in clauses drafted years ago.',
    },
    keyPoints: {
      fr: 'Relire les clauses de prix, de force majeure et d’incoterms\nDocumenter l’origine des produits\nNégocier plutôt que suspendre unilatéralement les livraisons',
      en: 'Reread price, force majeure and Incoterms clauses\nDocument product origin\nNegotiate rather than unilaterally suspend deliveries',
    },
    body: {
      fr: `L'imposition de nouveaux droits de douane par les États-Unis touche directement les exportateurs québécois. Avant de réagir, il faut savoir ce que prévoient vos contrats.

## Les clauses à relire en priorité

- **Prix et ajustement** : le prix est-il ferme, indexé ou révisable en cas de nouvelle taxe?
- **Incoterms** : qui est l'importateur officiel et qui paie les droits?
- **Force majeure** : un tarif douanier est rarement considéré comme une force majeure, sauf mention expresse
- **Résiliation** : dans quelles conditions une partie peut-elle mettre fin au contrat?

## Les réflexes à adopter

1. Documenter l'origine de vos produits pour profiter des règles de l'ACEUM
2. Communiquer tôt avec vos clients et fournisseurs
3. Éviter de suspendre les livraisons sans avis juridique : cela peut constituer un défaut

## Pour les contrats à venir

Dans les nouveaux contrats, prévoyez une clause qui répartit expressément le coût des droits de douane et des autres mesures commerciales, ainsi qu'un mécanisme de renégociation lorsque ces coûts dépassent un seuil convenu.

> Les entreprises qui s'en sortent le mieux sont celles qui ouvrent la discussion avec leurs partenaires avant que la facture arrive.
> — Jean-François Gagnon

Notre équipe en [contrats commerciaux](record:spa-contrats-commerciaux) peut analyser votre exposition contrat par contrat.`,
      en: `New duties imposed by the United States hit Québec exporters directly. Before reacting, you need to know what your contracts say.

## Clauses to reread first

- **Price and adjustment**: is the price fixed, indexed or adjustable if a new tax is imposed?
- **Incoterms**: who is the importer of record and who pays the duties?
- **Force majeure**: a tariff is rarely considered force majeure unless expressly stated
- **Termination**: under what conditions can a party end the contract?

## Habits to adopt

1. Document the origin of your products to benefit from CUSMA rules
2. Talk to customers and suppliers early
3. Avoid suspending deliveries without legal advice: it may amount to a default

## For future contracts

In new contracts, include a clause that expressly allocates the cost of duties and other trade measures, along with a renegotiation mechanism when those costs exceed an agreed threshold.

> The businesses that fare best are the ones that open the conversation with their partners before the bill arrives.
> — Jean-François Gagnon

Our [commercial contracts](record:spa-contrats-commerciaux) team can assess your exposure contract by contract.`,
    },
  },
  {
    id: 'news-2025-administrateurs-obnl',
    date: '2025-04-08',
    authors: ['emp-mathieu-pelletier'],
    practiceAreas: ['pa-droit-des-affaires'],
    industries: ['ind-secteur-public'],
    related: ['news-2023-beneficiaires-ultimes', 'case-2024-gouvernance-societe-etat'],
    title: {
      fr: 'Administrateurs d’OBNL : vos responsabilités en cinq points',
      en: 'Not-for-profit directors: your duties in five points',
    },
    slug: { fr: 'administrateurs-obnl-responsabilites', en: 'not-for-profit-directors-duties' },
    excerpt: {
      fr: 'Siéger bénévolement au conseil d’un organisme ne met pas à l’abri de toute responsabilité. Ce qu’il faut savoir avant d’accepter.',
      en: 'Serving as a volunteer board member does not shield you from all liability. What to know before you say yes.',
    },
    keyPoints: {
      fr: 'Les devoirs de prudence et de loyauté s’appliquent aux bénévoles\nCertaines dettes peuvent engager personnellement les administrateurs\nL’assurance responsabilité est essentielle',
      en: 'Duties of prudence and loyalty apply to volunteers\nSome debts can make directors personally liable\nLiability insurance is essential',
    },
    body: {
      fr: `Des milliers de Québécois siègent bénévolement au conseil d'administration d'un organisme à but non lucratif. La plupart ignorent l'étendue de leurs obligations.

## Cinq points à retenir

1. **Prudence et diligence** : vous devez vous informer et participer activement aux décisions.
2. **Loyauté** : déclarez tout conflit d'intérêts et abstenez-vous de voter lorsque vous êtes en conflit.
3. **Salaires et remises** : les administrateurs peuvent être tenus personnellement responsables de certaines sommes impayées.
4. **Documents** : assurez-vous que les procès-verbaux reflètent vos questions et vos dissidences.
5. **Assurance** : vérifiez que l'organisme détient une assurance responsabilité des administrateurs et dirigeants.

> Un administrateur qui pose des questions et les fait consigner au procès-verbal est beaucoup mieux protégé qu'un administrateur silencieux.
> — Mathieu Pelletier

Nos avocats en [gouvernance d'entreprise](record:spa-gouvernance) offrent des séances de formation aux conseils d'OBNL.`,
      en: `Thousands of Quebecers sit as volunteers on the board of a not-for-profit organization. Most are unaware of the full extent of their obligations.

## Five points to remember

1. **Prudence and diligence**: you must keep informed and take an active part in decisions.
2. **Loyalty**: disclose any conflict of interest and abstain from voting when you are conflicted.
3. **Wages and remittances**: directors can be held personally liable for certain unpaid amounts.
4. **Records**: make sure the minutes reflect your questions and dissents.
5. **Insurance**: check that the organization carries directors' and officers' liability insurance.

> A director who asks questions and has them recorded in the minutes is far better protected than a silent one.
> — Mathieu Pelletier

Our [corporate governance](record:spa-gouvernance) lawyers offer training sessions for not-for-profit boards.`,
    },
  },
  {
    id: 'news-2025-marques-affichage',
    date: '2025-05-20',
    authors: ['emp-sophie-bergeron', 'emp-rosalie-demers'],
    practiceAreas: ['pa-propriete-intellectuelle'],
    industries: ['ind-commerce-de-detail'],
    related: ['news-2023-contrats-adhesion', 'case-2025-affichage-chaine-magasins'],
    title: {
      fr: 'Marques et affichage : les règles du 1er juin 2025',
      en: 'Trademarks and signage: the June 1, 2025 rules',
    },
    slug: { fr: 'marques-affichage-1er-juin-2025', en: 'trademarks-signage-june-1-2025' },
    excerpt: {
      fr: 'Les nouvelles exigences de la Charte de la langue française sur l’affichage et les produits entrent en vigueur. Les détaillants doivent agir.',
      en: 'The Charter of the French Language’s new requirements for signage and products come into force. Retailers need to act.',
    },
    keyPoints: {
      fr: 'Le français doit nettement prédominer sur l’affichage visible de l’extérieur\nSeules les marques déposées échappent à la traduction\nLes éléments génériques doivent être traduits',
      en: 'French must be markedly predominant on signage visible from outside\nOnly registered trademarks are exempt from translation\nDescriptive or generic terms must be translated',
    },
    body: {
      fr: `Le 1er juin 2025 marque l'entrée en vigueur de nouvelles règles sur la langue des produits et de l'affichage public. Les entreprises qui utilisent des marques dans une autre langue que le français sont directement concernées.

## Les principaux changements

- Seule une marque **déposée** au registre canadien peut figurer uniquement dans une autre langue, sans version française
- Les termes génériques ou descriptifs inclus dans une marque doivent être traduits en français sur les produits
- Sur l'affichage visible de l'extérieur d'un local, le français doit figurer de façon nettement prédominante lorsqu'une marque est dans une autre langue

[[block:quote]]

## Notre recommandation

Faites l'inventaire de vos marques et de leur statut d'enregistrement. Une demande d'enregistrement en cours ne suffit pas : la marque doit être enregistrée.

## Un calendrier serré

Les entreprises qui découvrent que leurs marques ne sont pas enregistrées doivent prévoir un affichage transitoire conforme, puisque l'enregistrement d'une marque au Canada peut prendre de nombreux mois.

Notre groupe [Propriété intellectuelle](record:pa-propriete-intellectuelle) et notre service de [conformité linguistique](record:svc-francisation) travaillent ensemble pour adapter vos portefeuilles.`,
      en: `June 1, 2025 marks the coming into force of new rules on the language of products and public signage. Businesses that use trademarks in a language other than French are directly affected.

## The main changes

- Only a trademark **registered** in the Canadian register may appear solely in another language, without a French version
- Generic or descriptive terms included in a trademark must be translated into French on products
- On signage visible from outside premises, French must be markedly predominant when a trademark is in another language

[[block:quote]]

## Our recommendation

Take inventory of your trademarks and their registration status. A pending application is not enough: the mark must be registered.

## A tight timeline

Businesses that discover their trademarks are not registered must plan compliant interim signage, since registering a trademark in Canada can take many months.

Our [Intellectual Property](record:pa-propriete-intellectuelle) group and our [French language compliance](record:svc-francisation) service work together to adapt your portfolios.`,
    },
    blocks: {
      quote: {
        type: 'quote',
        quote: {
          fr: 'Beaucoup de détaillants découvrent que leurs marques phares n’ont jamais été enregistrées au Canada. Il faut agir maintenant, car l’enregistrement prend du temps.',
          en: 'Many retailers are discovering that their flagship trademarks were never registered in Canada. They need to act now, because registration takes time.',
        },
        attribution: { fr: 'Sophie Bergeron, associée', en: 'Sophie Bergeron, Partner' },
      },
    },
  },
  {
    id: 'news-2025-difficultes-financieres',
    date: '2025-06-17',
    authors: ['emp-audrey-lemieux', 'emp-thomas-leblanc'],
    practiceAreas: ['pa-insolvabilite', 'pa-financement'],
    industries: ['ind-manufacturier', 'ind-commerce-de-detail'],
    related: ['news-2025-tarifs-douaniers', 'case-2024-restructuration-meubles-beauce'],
    title: {
      fr: 'Difficultés financières : les signaux à ne pas ignorer',
      en: 'Financial distress: the warning signs not to ignore',
    },
    slug: { fr: 'difficultes-financieres-signaux', en: 'financial-distress-warning-signs' },
    excerpt: {
      fr: 'Plus une entreprise agit tôt, plus elle a d’options. Voici les signaux qui devraient pousser les dirigeants à consulter.',
      en: 'The earlier a business acts, the more options it has. Here are the signs that should prompt executives to seek advice.',
    },
    keyPoints: {
      fr: 'Les retards de remises gouvernementales sont un signal d’alarme\nUn bris de ratio bancaire ouvre la porte à la négociation\nLes administrateurs ont des obligations personnelles',
      en: 'Late government remittances are a red flag\nA covenant breach opens the door to negotiation\nDirectors have personal obligations',
    },
    body: {
      fr: `Les restructurations réussies ont presque toujours un point commun : elles ont commencé tôt. Trop souvent, les dirigeants attendent que le prêteur exige le remboursement pour réagir.

## Les signaux à surveiller

- Retards dans les remises de retenues à la source ou de taxes
- Bris d'un ratio financier prévu à la convention de crédit
- Fournisseurs qui exigent le paiement à la livraison
- Utilisation maximale et prolongée de la marge de crédit

## Les options disponibles

Selon la situation, plusieurs avenues existent : renégociation avec le prêteur, refinancement, vente d'actifs non stratégiques, avis d'intention de faire une proposition ou, dans les dossiers plus importants, une procédure sous la Loi sur les arrangements avec les créanciers des compagnies.

## Le rôle des administrateurs

En période de difficultés, les administrateurs doivent redoubler de prudence : ils peuvent être tenus personnellement responsables de certaines sommes, comme les salaires impayés et les retenues à la source. Il est essentiel de documenter les décisions du conseil et d'obtenir des conseils indépendants.

> Le pire scénario, c'est l'entreprise qui aurait pu être sauvée si elle avait consulté six mois plus tôt.
> — Audrey Lemieux

Notre groupe [Insolvabilité et restructuration](record:pa-insolvabilite) offre une première rencontre confidentielle pour évaluer vos options.`,
      en: `Successful restructurings nearly always have one thing in common: they started early. Too often, executives wait until the lender demands repayment before acting.

## Warning signs

- Late remittances of source deductions or sales taxes
- Breach of a financial covenant in the credit agreement
- Suppliers demanding cash on delivery
- Prolonged, maximum use of the operating line

## Available options

Depending on the situation, there are several paths: renegotiating with the lender, refinancing, selling non-core assets, filing a notice of intention to make a proposal or, in larger files, proceedings under the Companies' Creditors Arrangement Act.

## The directors' role

In difficult times, directors must be especially careful: they can be held personally liable for certain amounts, such as unpaid wages and source deductions. Documenting board decisions and obtaining independent advice is essential.

> The worst case is the business that could have been saved had it sought advice six months earlier.
> — Audrey Lemieux

Our [Insolvency and Restructuring](record:pa-insolvabilite) group offers a confidential first meeting to assess your options.`,
    },
  },
  {
    id: 'news-2025-stagiaires',
    date: '2025-08-26',
    authors: ['emp-nadia-haddad'],
    practiceAreas: [],
    industries: [],
    related: ['news-2024-heures-pro-bono', 'news-2026-bureau-quebec'],
    title: { fr: 'Bienvenue à nos stagiaires 2025-2026', en: 'Welcome to our 2025–2026 articling students' },
    slug: { fr: 'stagiaires-2025-2026', en: 'articling-students-2025-2026' },
    excerpt: {
      fr: 'Sept stagiaires commencent leur stage du Barreau ou de la Chambre des notaires dans nos trois bureaux.',
      en: 'Seven students begin their Bar or Chambre des notaires articling in our three offices.',
    },
    keyPoints: {
      fr: 'Sept stagiaires répartis dans nos trois bureaux\nDes rotations dans au moins trois groupes de pratique\nUn mentor associé pour chaque stagiaire',
      en: 'Seven students across our three offices\nRotations through at least three practice groups\nA partner mentor for each student',
    },
    body: {
      fr: `Cette semaine, sept stagiaires se joignent à nos équipes de Montréal, de Québec et de Sherbrooke. Ils passeront les prochains mois à découvrir la pratique aux côtés de nos avocats et notaires.

## Un stage conçu pour apprendre

- Des rotations dans au moins trois groupes de pratique
- Un associé mentor attitré à chaque stagiaire
- Des formations hebdomadaires sur la rédaction, la négociation et la plaidoirie
- La participation à des dossiers pro bono

> Nos stagiaires d'aujourd'hui sont nos associés de demain. Nous investissons dans leur formation comme dans celle d'un membre de la famille.
> — Nadia Haddad, associée responsable des stages

Vous êtes étudiant en droit? Consultez notre page [Carrière](record:page-career-hub) pour connaître les dates du prochain recrutement.`,
      en: `This week, seven students are joining our teams in Montréal, Québec City and Sherbrooke. They will spend the coming months learning the practice alongside our lawyers and notaries.

## Articling built for learning

- Rotations through at least three practice groups
- A dedicated partner mentor for each student
- Weekly training in drafting, negotiation and advocacy
- Involvement in pro bono files

> Today's students are tomorrow's partners. We invest in their training as we would in a member of the family.
> — Nadia Haddad, Partner in charge of articling

Are you a law student? Visit our [Careers](record:page-career-hub) page for the dates of the next recruitment.`,
    },
  },
  {
    id: 'news-2025-appels-offres-municipaux',
    date: '2025-09-09',
    authors: ['emp-francois-lachance', 'emp-nicolas-boucher'],
    practiceAreas: ['pa-droit-municipal', 'pa-droit-de-la-construction'],
    industries: ['ind-secteur-public'],
    related: ['case-2026-reglements-urbanisme', 'news-2024-hypotheque-legale'],
    title: {
      fr: 'Appels d’offres municipaux : les erreurs qui mènent au rejet d’une soumission',
      en: 'Municipal tenders: the mistakes that get a bid rejected',
    },
    slug: { fr: 'appels-d-offres-municipaux-erreurs', en: 'municipal-tenders-mistakes' },
    excerpt: {
      fr: 'Une signature manquante ou un formulaire incomplet peut écarter la meilleure soumission. Tour d’horizon des irrégularités les plus courantes.',
      en: 'A missing signature or an incomplete form can eliminate the best bid. An overview of the most common irregularities.',
    },
    keyPoints: {
      fr: 'Distinguer irrégularités majeures et mineures\nLire les addendas jusqu’à la dernière minute\nPoser ses questions par écrit pendant la période prévue',
      en: 'Distinguish major from minor irregularities\nRead the addenda up to the last minute\nAsk questions in writing within the allotted period',
    },
    body: {
      fr: `Les municipalités sont tenues de traiter tous les soumissionnaires de façon égale. Une irrégularité majeure entraîne le rejet de la soumission, même si elle est la plus basse.

## Les irrégularités les plus fréquentes

- Soumission non signée ou signée par une personne non autorisée
- Garantie de soumission absente ou insuffisante
- Addenda non pris en compte
- Formulaire de prix modifié ou incomplet
- Autorisation de contracter manquante lorsqu'elle est exigée

## Du côté des municipalités

Les municipalités ont aussi intérêt à rédiger des documents clairs : une exigence ambiguë peut entraîner une contestation et retarder le projet.

## En cas de rejet

Un soumissionnaire qui estime que sa soumission a été écartée à tort doit agir rapidement. Selon le contexte, une plainte à l'Autorité des marchés publics ou un recours devant les tribunaux peut être envisagé, mais les délais sont courts.

> Dans presque tous les dossiers de contestation que nous voyons, le problème aurait pu être évité par une relecture attentive des documents d'appel d'offres.
> — François Lachance

Notre groupe [Droit municipal et administratif](record:pa-droit-municipal) conseille aussi bien les municipalités que les entrepreneurs.`,
      en: `Municipalities must treat all bidders equally. A major irregularity leads to the bid being rejected, even if it is the lowest.

## The most common irregularities

- Bid not signed, or signed by an unauthorized person
- Missing or insufficient bid security
- Addendum not taken into account
- Altered or incomplete price form
- Missing authorization to contract, where required

## On the municipal side

Municipalities also benefit from clear documents: an ambiguous requirement can lead to a challenge and delay the project.

## If your bid is rejected

A bidder who believes its bid was wrongly set aside must act quickly. Depending on the context, a complaint to the Autorité des marchés publics or court proceedings may be considered, but the deadlines are short.

> In almost every bid challenge we see, the problem could have been avoided by a careful rereading of the tender documents.
> — François Lachance

Our [Municipal and Administrative Law](record:pa-droit-municipal) group advises municipalities and contractors alike.`,
    },
  },
  {
    id: 'news-2025-declaration-fiducies',
    date: '2025-11-04',
    authors: ['emp-gabriel-mercier', 'emp-karim-benali'],
    practiceAreas: ['pa-fiscalite', 'pa-successions'],
    industries: [],
    related: ['news-2024-releve-agricole', 'case-2025-transfert-ferme-laitiere'],
    title: {
      fr: 'Fiducies : vos obligations de déclaration annuelle',
      en: 'Trusts: your annual reporting obligations',
    },
    slug: { fr: 'fiducies-obligations-de-declaration', en: 'trusts-reporting-obligations' },
    excerpt: {
      fr: 'Les règles de déclaration des fiducies exigent désormais des renseignements détaillés sur toutes les personnes liées à la fiducie. Un rappel avant la prochaine saison.',
      en: 'Trust reporting rules now require detailed information about everyone connected to the trust. A reminder before the next filing season.',
    },
    keyPoints: {
      fr: 'La plupart des fiducies expresses doivent produire une déclaration, même sans revenu\nFiduciaires, bénéficiaires et constituants doivent être identifiés\nLes pénalités peuvent être importantes',
      en: 'Most express trusts must file, even without income\nTrustees, beneficiaries and settlors must be identified\nPenalties can be significant',
    },
    body: {
      fr: `Depuis l'année d'imposition 2023, la plupart des fiducies expresses résidant au Canada doivent produire une déclaration annuelle, même lorsqu'elles n'ont touché aucun revenu. Revenu Québec a adopté des exigences semblables.

## Les renseignements exigés

- L'identité de chaque fiduciaire, bénéficiaire et constituant
- Les personnes qui peuvent exercer un contrôle sur les décisions des fiduciaires
- L'adresse, la date de naissance et le pays de résidence de chacun

## Les fiducies simples

Les règles applicables aux fiducies dites « simples » ont fait l'objet d'allégements temporaires et de propositions de modification. Il est essentiel de vérifier la situation de chaque arrangement avant la date limite.

## Comment se préparer

Dressez la liste de vos fiducies, vérifiez qui en sont aujourd'hui les fiduciaires et les bénéficiaires, et rassemblez les renseignements exigés. Une fiducie inactive depuis des années est aussi l'occasion de se demander si elle doit être maintenue.

> Beaucoup de familles ont créé une fiducie il y a vingt ans et l'ont oubliée depuis. Ce sont elles qui risquent des pénalités.
> — Gabriel Mercier

Consultez notre groupe [Fiscalité](record:pa-fiscalite) ou nos notaires en [planification successorale](record:pa-successions).`,
      en: `Since the 2023 taxation year, most express trusts resident in Canada must file an annual return, even when they earned no income. Revenu Québec has adopted similar requirements.

## Information required

- The identity of every trustee, beneficiary and settlor
- Anyone who can exert control over trustee decisions
- Each person's address, date of birth and country of residence

## Bare trusts

The rules for so-called bare trusts have been subject to temporary relief and proposed amendments. It is essential to check the status of each arrangement before the deadline.

## How to prepare

List your trusts, check who their current trustees and beneficiaries are, and gather the required information. A trust that has been dormant for years is also an opportunity to ask whether it should be kept.

> Many families set up a trust twenty years ago and have forgotten about it since. They are the ones at risk of penalties.
> — Gabriel Mercier

Contact our [Tax](record:pa-fiscalite) group or our [estate planning](record:pa-successions) notaries.`,
    },
  },
  {
    id: 'news-2026-verification-diligente-main-d-oeuvre',
    date: '2026-01-20',
    authors: ['emp-emilie-roy', 'emp-catherine-lavoie'],
    practiceAreas: ['pa-droit-des-affaires', 'pa-droit-du-travail'],
    industries: ['ind-manufacturier', 'ind-technologies'],
    related: ['case-2023-vente-fabricant-aerospatial', 'case-2026-acquisition-editeur-logiciels'],
    title: {
      fr: 'Acquisitions : ne négligez pas la vérification diligente en matière de main-d’œuvre',
      en: 'Acquisitions: don’t overlook workforce due diligence',
    },
    slug: { fr: 'acquisitions-verification-diligente-main-d-oeuvre', en: 'acquisitions-workforce-due-diligence' },
    excerpt: {
      fr: 'Conventions collectives, régimes de retraite, plaintes en cours : les enjeux de main-d’œuvre peuvent peser lourd dans le prix d’une entreprise.',
      en: 'Collective agreements, pension plans, pending complaints: workforce issues can weigh heavily on a company’s price.',
    },
    keyPoints: {
      fr: 'L’acquéreur hérite souvent des conventions collectives\nLes dossiers de CNESST ont un coût futur\nLes employés clés doivent être retenus avant la clôture',
      en: 'Buyers often inherit collective agreements\nCNESST files carry future costs\nKey employees should be retained before closing',
    },
    body: {
      fr: `Dans une acquisition, l'attention se porte d'abord sur les finances et les contrats clients. Pourtant, les enjeux de main-d'œuvre expliquent une part importante des mauvaises surprises après la clôture.

## Ce qu'il faut examiner

- Les conventions collectives et les négociations en cours
- Les plaintes, griefs et dossiers devant la CNESST
- Les régimes de retraite et d'avantages sociaux
- Les contrats des dirigeants : indemnités de départ, clauses de changement de contrôle
- Le statut des travailleurs autonomes et des travailleurs étrangers temporaires

## Retenir les talents

Dans les entreprises technologiques, la valeur repose souvent sur quelques personnes. Des ententes de rétention négociées avant la clôture protègent l'investissement.

## Dans la convention d'achat

Les constats de la vérification doivent se refléter dans la convention : déclarations et garanties précises, indemnités particulières pour les risques connus et, au besoin, une retenue sur le prix jusqu'au règlement d'un dossier.

> Un acquéreur qui découvre un grief collectif après la clôture paie deux fois : une fois dans le prix, une autre dans le règlement.
> — Émilie Roy

Nos équipes en [fusions et acquisitions](record:spa-fusions-et-acquisitions) et en [droit du travail](record:pa-droit-du-travail) réalisent ces vérifications ensemble.`,
      en: `In an acquisition, attention first goes to the financials and customer contracts. Yet workforce issues account for a large share of post-closing surprises.

## What to review

- Collective agreements and ongoing bargaining
- Complaints, grievances and files before the CNESST
- Pension and benefit plans
- Executive contracts: severance, change-of-control clauses
- The status of independent contractors and temporary foreign workers

## Retaining talent

In technology companies, value often rests on a handful of people. Retention agreements negotiated before closing protect the investment.

## In the purchase agreement

Due diligence findings must be reflected in the agreement: specific representations and warranties, special indemnities for known risks and, where needed, a holdback on the price until a file is resolved.

> A buyer who discovers a class grievance after closing pays twice: once in the price, and again in the settlement.
> — Émilie Roy

Our [mergers and acquisitions](record:spa-fusions-et-acquisitions) and [labour and employment](record:pa-droit-du-travail) teams carry out this review together.`,
    },
  },
  {
    id: 'news-2026-cyberattaque-72-heures',
    date: '2026-03-17',
    authors: ['emp-isabelle-morin', 'emp-david-cohen'],
    practiceAreas: ['pa-vie-privee', 'pa-litige'],
    industries: ['ind-commerce-de-detail', 'ind-sante'],
    related: ['case-2025-rancongiciel-detaillant', 'news-2023-loi-25-septembre'],
    title: { fr: 'Cyberattaque : les 72 premières heures', en: 'Cyberattack: the first 72 hours' },
    slug: { fr: 'cyberattaque-72-premieres-heures', en: 'cyberattack-first-72-hours' },
    excerpt: {
      fr: 'Ce que vous faites dans les trois jours suivant une cyberattaque détermine souvent l’ampleur des conséquences juridiques.',
      en: 'What you do in the three days after a cyberattack often determines the extent of the legal consequences.',
    },
    keyPoints: {
      fr: 'Appeler l’avocat avant l’expert pour protéger le secret professionnel\nAviser l’assureur rapidement\nÉvaluer le risque de préjudice sérieux\nConsigner l’incident au registre',
      en: 'Call counsel before the forensic firm to protect privilege\nNotify your insurer promptly\nAssess the risk of serious injury\nRecord the incident in the register',
    },
    body: {
      fr: `Une cyberattaque met une organisation sous pression extrême. Les décisions prises dans l'urgence peuvent avoir des effets durables, notamment sur la responsabilité civile et les actions collectives.

## Heure 0 à 24

- Activer votre plan de réponse et réunir la cellule de crise
- Faire appel à vos avocats, qui mandateront les experts en informatique judiciaire afin de protéger le secret professionnel
- Aviser votre assureur, souvent dans un délai très court prévu à la police

## Heure 24 à 72

- Évaluer si l'incident présente un risque de préjudice sérieux
- Le cas échéant, aviser la Commission d'accès à l'information et les personnes concernées
- Consigner l'incident au registre, même s'il ne présente pas de risque sérieux
- Préparer des messages cohérents pour les employés, les clients et les médias

[[block:figure]]

## Après la crise

Une fois l'incident maîtrisé vient le temps du bilan : analyse des causes, correctifs techniques, mise à jour des politiques et préparation aux réclamations éventuelles. C'est aussi le moment de nourrir le prochain exercice de simulation.

> Les organisations qui ont répété leur plan de réponse prennent de meilleures décisions, plus vite. Un exercice de simulation par année fait toute la différence.
> — Isabelle Morin

[[block:cta]]`,
      en: `A cyberattack puts an organization under extreme pressure. Decisions made in a rush can have lasting effects, particularly on civil liability and class actions.

## Hour 0 to 24

- Activate your response plan and convene the crisis team
- Call your lawyers, who will retain the forensic experts so that privilege is protected
- Notify your insurer, often within a very short deadline set by the policy

## Hour 24 to 72

- Assess whether the incident presents a risk of serious injury
- If so, notify the Commission d'accès à l'information and the individuals concerned
- Record the incident in the register, even if it presents no serious risk
- Prepare consistent messages for employees, customers and the media

[[block:figure]]

## After the crisis

Once the incident is under control, it is time to take stock: root cause analysis, technical fixes, policy updates and preparation for possible claims. It is also the moment to feed the next tabletop exercise.

> Organizations that have rehearsed their response plan make better decisions, faster. One tabletop exercise a year makes all the difference.
> — Isabelle Morin

[[block:cta]]`,
    },
    blocks: {
      figure: {
        type: 'image',
        image: 'hero-svc-gestion-de-crise',
        caption: {
          fr: 'Une cellule de crise efficace réunit juristes, experts techniques et communicateurs dès les premières heures.',
          en: 'An effective crisis team brings together lawyers, technical experts and communicators from the very first hours.',
        },
      },
      cta: {
        type: 'cta',
        title: { fr: 'Un incident en cours?', en: 'Dealing with an incident right now?' },
        text: {
          fr: 'Notre équipe de gestion de crise est joignable en tout temps.',
          en: 'Our crisis management team is available around the clock.',
        },
        links: [
          { label: { fr: 'Gestion de crise', en: 'Crisis management' }, record: 'svc-gestion-de-crise' },
          { label: { fr: 'Nous joindre', en: 'Contact us' }, record: 'page-contact' },
        ],
      },
    },
  },
  {
    id: 'news-2026-bureau-quebec',
    date: '2026-04-14',
    authors: ['emp-francois-lachance'],
    practiceAreas: [],
    industries: [],
    related: ['news-2023-bureau-sherbrooke', 'news-2025-stagiaires'],
    title: { fr: 'Le bureau de Québec s’agrandit', en: 'Our Québec City office is growing' },
    slug: { fr: 'bureau-de-quebec-s-agrandit', en: 'quebec-city-office-growing' },
    excerpt: {
      fr: 'Un étage supplémentaire sur Grande Allée et de nouveaux postes pour soutenir la croissance de nos pratiques en droit public et en droit du travail.',
      en: 'An additional floor on Grande Allée and new positions to support the growth of our public law and labour practices.',
    },
    keyPoints: {
      fr: 'Un étage supplémentaire au 925, Grande Allée Ouest\nCinq postes ouverts en 2026\nUne salle de formation partagée avec la communauté',
      en: 'An additional floor at 925 Grande Allée West\nFive positions opening in 2026\nA training room shared with the community',
    },
    body: {
      fr: `Notre bureau de Québec occupera dès l'été un étage supplémentaire au 925, Grande Allée Ouest. Cet agrandissement accompagne la croissance soutenue de nos groupes en [droit municipal et administratif](record:pa-droit-municipal) et en [droit du travail](record:pa-droit-du-travail).

## Ce que cela signifie

- Cinq nouveaux postes d'avocats, de notaires et de parajuristes en 2026
- Des salles de réunion supplémentaires pour nos clients de l'Est du Québec
- Une salle de formation mise à la disposition des organismes communautaires

> Québec est au cœur de notre pratique en droit public depuis le début. Cet agrandissement confirme notre engagement envers la région.
> — François Lachance, associé

Vous souhaitez vous joindre à l'équipe? Consultez nos [offres d'emploi](record:page-career-hub).`,
      en: `This summer, our Québec City office will take over an additional floor at 925 Grande Allée West. The expansion supports the steady growth of our [municipal and administrative law](record:pa-droit-municipal) and [labour and employment](record:pa-droit-du-travail) groups.

## What it means

- Five new lawyer, notary and paralegal positions in 2026
- Additional meeting rooms for our clients in eastern Québec
- A training room available to community organizations

> Québec City has been at the heart of our public law practice from the start. This expansion confirms our commitment to the region.
> — François Lachance, Partner

Would you like to join the team? See our [job openings](record:page-career-hub).`,
    },
  },
  {
    id: 'news-2026-clauses-non-concurrence',
    date: '2026-06-09',
    authors: ['emp-chloe-simard', 'emp-samuel-nguyen'],
    practiceAreas: ['pa-droit-du-travail', 'pa-litige'],
    industries: ['ind-technologies'],
    related: ['case-2025-injonction-secrets-commerciaux', 'news-2026-verification-diligente-main-d-oeuvre'],
    title: {
      fr: 'Clauses de non-concurrence : ce que les tribunaux acceptent',
      en: 'Non-compete clauses: what the courts will enforce',
    },
    slug: { fr: 'clauses-de-non-concurrence', en: 'non-compete-clauses' },
    excerpt: {
      fr: 'Une clause de non-concurrence trop large risque d’être annulée en entier. Comment rédiger une clause qui tiendra devant le tribunal.',
      en: 'An overly broad non-compete may be struck down entirely. How to draft a clause that will hold up in court.',
    },
    keyPoints: {
      fr: 'La clause doit être limitée dans le temps, le territoire et le type d’activités\nLe fardeau de la preuve repose sur l’employeur\nUn congédiement sans motif sérieux rend la clause inopposable',
      en: 'The clause must be limited in time, territory and type of activity\nThe burden of proof is on the employer\nDismissal without serious reason makes the clause unenforceable',
    },
    body: {
      fr: `En droit québécois, la clause de non-concurrence dans un contrat de travail est encadrée par l'article 2089 du Code civil du Québec. Elle doit être écrite, en termes exprès, et limitée à ce qui est nécessaire pour protéger les intérêts légitimes de l'employeur.

## Les trois limites

- **Dans le temps** : au-delà de 12 à 24 mois, la clause devient difficile à justifier
- **Sur le territoire** : il doit correspondre au marché où l'employé exerçait réellement
- **Quant aux activités** : on ne peut interdire à une personne de travailler dans son domaine en général

Les tribunaux ne réécrivent pas une clause déraisonnable : ils l'annulent au complet.

## Une règle souvent oubliée

Selon l'article 2095, l'employeur ne peut se prévaloir de la clause s'il a résilié le contrat sans motif sérieux.

[[block:quote]]

Nos équipes en [droit du travail](record:pa-droit-du-travail) et en [injonctions](record:spa-injonctions) peuvent vous aider à rédiger vos clauses et à les faire respecter.`,
      en: `Under Québec law, a non-competition clause in an employment contract is governed by article 2089 of the Civil Code of Québec. It must be in writing, in express terms, and limited to what is necessary to protect the employer's legitimate interests.

## The three limits

- **Time**: beyond 12 to 24 months, the clause becomes hard to justify
- **Territory**: it must match the market where the employee actually worked
- **Activities**: a person cannot be barred from working in their field in general

Courts do not rewrite an unreasonable clause: they strike it down entirely.

## An often-forgotten rule

Under article 2095, the employer cannot rely on the clause if it terminated the contract without a serious reason.

[[block:quote]]

Our [labour and employment](record:pa-droit-du-travail) and [injunctions](record:spa-injonctions) teams can help you draft your clauses and enforce them.`,
    },
    blocks: {
      quote: {
        type: 'quote',
        quote: {
          fr: 'Dans bien des cas, une bonne clause de non-sollicitation protège mieux l’employeur qu’une clause de non-concurrence ambitieuse.',
          en: 'In many cases, a well-drafted non-solicitation clause protects the employer better than an ambitious non-compete.',
        },
        attribution: { fr: 'Samuel Nguyen, avocat', en: 'Samuel Nguyen, Associate' },
      },
    },
  },
  {
    id: 'news-2026-tendances-actions-collectives',
    date: '2026-09-15',
    authors: ['emp-nadia-haddad', 'emp-samuel-nguyen'],
    practiceAreas: ['pa-litige'],
    industries: ['ind-commerce-de-detail', 'ind-technologies'],
    related: ['major-2024-action-collective-detaillant', 'news-2024-ecoblanchiment'],
    title: { fr: 'Actions collectives : cinq tendances à surveiller', en: 'Class actions: five trends to watch' },
    slug: { fr: 'actions-collectives-cinq-tendances', en: 'class-actions-five-trends' },
    excerpt: {
      fr: 'Vie privée, écoblanchiment, frais cachés : les actions collectives au Québec suivent de près les préoccupations des consommateurs.',
      en: 'Privacy, greenwashing, hidden fees: Québec class actions closely follow consumer concerns.',
    },
    keyPoints: {
      fr: 'Les incidents de confidentialité génèrent de nombreuses demandes\nL’écoblanchiment devient un nouveau terrain de litige\nLe seuil d’autorisation demeure bas au Québec',
      en: 'Confidentiality incidents generate many applications\nGreenwashing is becoming a new litigation front\nThe authorization threshold remains low in Québec',
    },
    body: {
      fr: `Le Québec demeure l'une des juridictions les plus actives au Canada en matière d'actions collectives. Voici les tendances que nous observons.

## Cinq tendances

1. **Incidents de confidentialité** : presque chaque fuite de données importante donne lieu à une demande d'autorisation.
2. **Écoblanchiment** : les allégations environnementales sont scrutées à la lumière des nouvelles règles de concurrence.
3. **Frais et prix affichés** : les pratiques de prix en ligne font l'objet de nombreux recours.
4. **Intelligence artificielle** : les premières demandes visant l'utilisation de données pour entraîner des modèles apparaissent.
5. **Règlements** : une part croissante des dossiers se règle avant l'autorisation.

## Ce que les entreprises peuvent faire

Revoir leurs pratiques de commercialisation, documenter leurs allégations et préparer un plan de réponse aux incidents.

> Le seuil d'autorisation est bas au Québec. La meilleure défense commence bien avant la signification de la demande.
> — Nadia Haddad

En savoir plus sur notre pratique en [actions collectives](record:spa-actions-collectives).`,
      en: `Québec remains one of the most active class action jurisdictions in Canada. Here are the trends we are seeing.

## Five trends

1. **Confidentiality incidents**: nearly every major data breach leads to an application for authorization.
2. **Greenwashing**: environmental claims are being scrutinized in light of the new competition rules.
3. **Fees and displayed prices**: online pricing practices are the subject of many proceedings.
4. **Artificial intelligence**: the first applications targeting the use of data to train models are appearing.
5. **Settlements**: a growing share of cases settle before authorization.

## What businesses can do

Review their marketing practices, document their claims and prepare an incident response plan.

> The authorization threshold is low in Québec. The best defence starts well before the application is served.
> — Nadia Haddad

Learn more about our [class actions](record:spa-actions-collectives) practice.`,
    },
  },
  {
    id: 'news-2026-financer-transition-energetique',
    date: '2026-11-17',
    authors: ['emp-jean-francois-gagnon', 'emp-ariane-thibault'],
    practiceAreas: ['pa-financement'],
    industries: ['ind-energie', 'ind-agroalimentaire'],
    related: ['case-2024-centrale-solaire-communautaire', 'news-2025-difficultes-financieres'],
    title: {
      fr: 'Financer la transition énergétique des PME',
      en: 'Financing the energy transition of small and mid-sized businesses',
    },
    slug: { fr: 'financer-la-transition-energetique', en: 'financing-the-energy-transition' },
    excerpt: {
      fr: 'Subventions, prêts verts, contrats de performance énergétique : un survol des outils de financement offerts aux PME québécoises.',
      en: 'Grants, green loans, energy performance contracts: an overview of the financing tools available to Québec businesses.',
    },
    keyPoints: {
      fr: 'Les prêts liés à la durabilité comportent des engagements mesurables\nLes contrats de performance énergétique transfèrent une partie du risque\nLes sûretés doivent tenir compte des équipements installés',
      en: 'Sustainability-linked loans carry measurable commitments\nEnergy performance contracts shift part of the risk\nSecurity must account for installed equipment',
    },
    body: {
      fr: `Électrification des procédés, récupération de chaleur, panneaux solaires : les projets de transition énergétique se multiplient dans les PME. Leur financement soulève des questions juridiques particulières.

## Les outils disponibles

- Prêts verts et prêts liés à la durabilité
- Programmes d'aide gouvernementaux
- Contrats de performance énergétique avec un fournisseur de services
- Crédit-bail d'équipements

## Les points d'attention

Les prêts liés à la durabilité prévoient des cibles mesurables : il faut s'assurer qu'elles sont réalistes et que leur mesure est claire. Pour les équipements installés dans un immeuble loué, l'accord du locateur et le rang des sûretés doivent être vérifiés.

> Un projet énergétique bien structuré peut se financer en grande partie par les économies qu'il génère.
> — Jean-François Gagnon

Notre groupe [Financement et services bancaires](record:pa-financement) accompagne prêteurs et emprunteurs dans ces projets.`,
      en: `Process electrification, heat recovery, solar panels: energy transition projects are multiplying in small and mid-sized businesses. Financing them raises specific legal questions.

## Available tools

- Green loans and sustainability-linked loans
- Government assistance programs
- Energy performance contracts with a service provider
- Equipment leasing

## Points to watch

Sustainability-linked loans set measurable targets: make sure they are realistic and that the way they are measured is clear. For equipment installed in a leased building, the landlord's consent and the ranking of security must be checked.

> A well-structured energy project can largely finance itself through the savings it generates.
> — Jean-François Gagnon

Our [Banking and Finance](record:pa-financement) group supports lenders and borrowers in these projects.`,
    },
  },
];
