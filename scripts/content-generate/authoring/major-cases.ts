import type { MajorCase } from './article-types.js';

/** Major cases: files argued before a court or tribunal, with the forum and where things stand. */
export const majorCases: readonly MajorCase[] = [
  {
    id: 'major-2023-arbitrage-approvisionnement-energie',
    date: '2023-08-15',
    authors: ['emp-david-cohen', 'emp-nadia-haddad'],
    practiceAreas: ['pa-litige'],
    industries: ['ind-energie'],
    related: ['major-2025-reclamation-complexe-hospitalier'],
    court: { fr: 'Tribunal arbitral (Règlement d’arbitrage de la CCI)', en: 'Arbitral tribunal (ICC Arbitration Rules)' },
    caseStatus: { fr: 'Règlement négocié', en: 'Settled' },
    title: {
      fr: 'Arbitrage d’un différend de 40 M$ sur un contrat d’approvisionnement en énergie',
      en: 'Arbitration of a $40 million energy supply dispute',
    },
    slug: { fr: 'arbitrage-contrat-approvisionnement-energie', en: 'energy-supply-contract-arbitration' },
    excerpt: {
      fr: 'Un producteur industriel contestait l’application d’une clause d’ajustement de prix. Après deux semaines d’audience, les parties ont conclu un règlement.',
      en: 'An industrial producer challenged the application of a price adjustment clause. After two weeks of hearings, the parties settled.',
    },
    keyPoints: {
      fr: 'Un arbitrage international sous le Règlement de la CCI\nDes questions d’interprétation d’une clause d’indexation\nUn règlement favorable après les audiences',
      en: 'An international arbitration under the ICC Rules\nQuestions of interpretation of an indexation clause\nA favourable settlement after the hearings',
    },
    body: {
      fr: `## L'enjeu

Notre cliente, une entreprise industrielle québécoise, avait conclu un contrat d'approvisionnement en énergie à long terme avec un fournisseur étranger. Le fournisseur réclamait près de 40 M$ en appliquant une clause d'ajustement de prix de façon rétroactive.

## Notre stratégie

- Démontrer, par la preuve des négociations, l'intention commune des parties lors de la rédaction de la clause
- Présenter une preuve d'expert sur les indices de référence du marché
- Plaider en français et en anglais devant un tribunal de trois arbitres

## L'issue

Après deux semaines d'audience, et avant que la sentence soit rendue, les parties ont conclu un règlement confidentiel jugé très favorable par notre cliente.

> La préparation des témoins a fait la différence : leur récit des négociations était clair et cohérent.
> — David Cohen

Voir aussi notre pratique en [arbitrage commercial](record:spa-arbitrage).`,
      en: `## What was at stake

Our client, a Québec industrial company, had entered into a long-term energy supply contract with a foreign supplier. The supplier claimed nearly $40 million by applying a price adjustment clause retroactively.

## Our strategy

- Show, through evidence of the negotiations, the parties' common intention when the clause was drafted
- Present expert evidence on market reference indices
- Argue in French and English before a three-member tribunal

## The outcome

After two weeks of hearings, and before the award was rendered, the parties reached a confidential settlement our client considered highly favourable.

> Witness preparation made the difference: their account of the negotiations was clear and consistent.
> — David Cohen

See also our [commercial arbitration](record:spa-arbitrage) practice.`,
    },
  },
  {
    id: 'major-2024-action-collective-detaillant',
    date: '2024-05-07',
    authors: ['emp-nadia-haddad', 'emp-samuel-nguyen'],
    practiceAreas: ['pa-litige'],
    industries: ['ind-commerce-de-detail'],
    related: ['news-2026-tendances-actions-collectives', 'news-2024-ecoblanchiment'],
    court: { fr: 'Cour supérieure du Québec', en: 'Superior Court of Québec' },
    caseStatus: { fr: 'Autorisation refusée', en: 'Authorization denied' },
    title: {
      fr: 'Action collective contre un détaillant national : autorisation refusée',
      en: 'Class action against a national retailer: authorization denied',
    },
    slug: { fr: 'action-collective-detaillant-autorisation-refusee', en: 'class-action-retailer-authorization-denied' },
    excerpt: {
      fr: 'La Cour supérieure refuse d’autoriser une action collective reprochant à notre cliente des pratiques de prix trompeuses.',
      en: 'The Superior Court refuses to authorize a class action alleging misleading pricing practices by our client.',
    },
    keyPoints: {
      fr: 'Une demande visant l’ensemble des consommateurs québécois\nLa Cour conclut à l’absence de cause défendable\nUne décision qui précise les exigences de preuve au stade de l’autorisation',
      en: 'An application on behalf of all Québec consumers\nThe Court finds no arguable case\nA decision that clarifies evidentiary requirements at the authorization stage',
    },
    body: {
      fr: `## L'enjeu

Une demande d'autorisation d'exercer une action collective reprochait à un détaillant national d'afficher des prix de référence trompeurs lors de ses soldes. Le groupe proposé visait tous les consommateurs québécois ayant acheté en solde sur une période de six ans.

## Notre stratégie

- Démontrer, par une preuve appropriée, que les prix de référence correspondaient à des prix réellement pratiqués
- Souligner l'absence de faits précis à l'appui des allégations du demandeur
- Contester la définition du groupe, trop large et imprécise

## L'issue

La Cour supérieure a refusé l'autorisation, concluant que les faits allégués ne justifiaient pas les conclusions recherchées. Le demandeur n'a pas porté la décision en appel.

> Même si le seuil est bas, il existe. Une demande doit reposer sur des faits, pas sur des hypothèses.
> — Nadia Haddad

En savoir plus sur notre pratique en [actions collectives](record:spa-actions-collectives).`,
      en: `## What was at stake

An application for authorization to institute a class action alleged that a national retailer displayed misleading reference prices during its sales. The proposed class covered every Québec consumer who had bought on sale over a six-year period.

## Our strategy

- Show, through appropriate evidence, that the reference prices matched prices actually charged
- Highlight the lack of specific facts supporting the applicant's allegations
- Challenge the class definition as too broad and imprecise

## The outcome

The Superior Court refused authorization, finding that the alleged facts did not justify the conclusions sought. The applicant did not appeal.

> Even if the threshold is low, it exists. An application must rest on facts, not assumptions.
> — Nadia Haddad

Learn more about our [class actions](record:spa-actions-collectives) practice.`,
    },
  },
  {
    id: 'major-2025-reclamation-complexe-hospitalier',
    date: '2025-04-29',
    authors: ['emp-marc-andre-belanger', 'emp-luc-fontaine'],
    practiceAreas: ['pa-droit-de-la-construction', 'pa-litige'],
    industries: ['ind-secteur-public', 'ind-sante'],
    related: ['news-2024-hypotheque-legale', 'news-2025-arrivee-luc-fontaine'],
    court: { fr: 'Tribunal d’arbitrage', en: 'Arbitral tribunal' },
    caseStatus: { fr: 'Sentence rendue', en: 'Award rendered' },
    title: {
      fr: 'Réclamation de 12 M$ pour retards sur un chantier hospitalier',
      en: '$12 million delay claim on a hospital project',
    },
    slug: { fr: 'reclamation-retards-chantier-hospitalier', en: 'hospital-project-delay-claim' },
    excerpt: {
      fr: 'Un tribunal d’arbitrage accorde à notre cliente, entrepreneure générale, l’essentiel de sa réclamation pour retards et travaux supplémentaires.',
      en: 'An arbitral tribunal awards our client, the general contractor, most of its claim for delays and extra work.',
    },
    keyPoints: {
      fr: 'Une réclamation de 12 M$ pour retards et travaux supplémentaires\nUne analyse de la chaîne critique présentée par expert\nLa majeure partie de la réclamation accordée',
      en: 'A $12 million claim for delays and extra work\nCritical path analysis presented by an expert\nMost of the claim awarded',
    },
    body: {
      fr: `## L'enjeu

Lors de l'agrandissement d'un complexe hospitalier, de nombreuses modifications aux plans avaient retardé le chantier de plus d'un an. Le donneur d'ouvrage refusait de compenser l'entrepreneur général.

## Notre stratégie

- Reconstituer l'historique du chantier à partir de milliers de documents
- Présenter une analyse de la chaîne critique démontrant l'effet des modifications
- Chiffrer les coûts de prolongation et de perte de productivité

## L'issue

Le tribunal d'arbitrage a accordé à notre cliente la majeure partie de sa réclamation, ainsi que les intérêts et une part importante de ses frais d'expertise.

> Dans un dossier de retard, la preuve documentaire est reine. Des procès-verbaux de chantier bien tenus valent de l'or.
> — Marc-André Bélanger

Découvrez notre groupe [Droit de la construction](record:pa-droit-de-la-construction).`,
      en: `## What was at stake

During the expansion of a hospital complex, numerous design changes had delayed the project by more than a year. The owner refused to compensate the general contractor.

## Our strategy

- Rebuild the project history from thousands of documents
- Present a critical path analysis showing the effect of the changes
- Quantify extended overhead and lost productivity costs

## The outcome

The arbitral tribunal awarded our client most of its claim, along with interest and a significant portion of its expert fees.

> In a delay case, documentary evidence is king. Well-kept site meeting minutes are worth their weight in gold.
> — Marc-André Bélanger

Discover our [Construction Law](record:pa-droit-de-la-construction) group.`,
    },
  },
  {
    id: 'major-2025-expropriation-parc-regional',
    date: '2025-09-30',
    authors: ['emp-francois-lachance', 'emp-nicolas-boucher'],
    practiceAreas: ['pa-droit-municipal'],
    industries: ['ind-secteur-public'],
    related: ['case-2026-reglements-urbanisme'],
    court: { fr: 'Tribunal administratif du Québec', en: 'Tribunal administratif du Québec' },
    caseStatus: { fr: 'Indemnité fixée', en: 'Compensation determined' },
    title: {
      fr: 'Expropriation pour un parc régional : l’indemnité fixée',
      en: 'Expropriation for a regional park: compensation determined',
    },
    slug: { fr: 'expropriation-parc-regional', en: 'regional-park-expropriation' },
    excerpt: {
      fr: 'Le Tribunal administratif du Québec fixe l’indemnité due pour l’acquisition de terrains destinés à un parc régional, près de l’évaluation de notre cliente.',
      en: 'The Tribunal administratif du Québec sets the compensation for land acquired for a regional park, close to our client’s valuation.',
    },
    keyPoints: {
      fr: 'Des terrains boisés acquis pour un parc régional\nUn débat sur l’usage le meilleur et le plus profitable\nUne indemnité proche de l’évaluation de la MRC',
      en: 'Wooded land acquired for a regional park\nA debate over highest and best use\nCompensation close to the regional municipality’s valuation',
    },
    body: {
      fr: `## L'enjeu

Une municipalité régionale de comté avait exproprié des terrains boisés pour créer un parc régional. Les propriétaires réclamaient une indemnité calculée comme si les terrains pouvaient être lotis à des fins résidentielles.

## Notre stratégie

- Démontrer, par la réglementation applicable, que le développement résidentiel n'était pas réaliste
- Présenter une expertise en évaluation fondée sur des ventes comparables
- Contre-interroger les experts des expropriés sur leurs hypothèses

## L'issue

Le Tribunal administratif du Québec a retenu l'essentiel de l'approche de notre cliente et fixé une indemnité proche de son évaluation.

> L'usage le meilleur et le plus profitable doit être possible, pas seulement imaginable.
> — François Lachance

Voir aussi notre étude de cas sur la [refonte des règlements d'urbanisme](record:case-2026-reglements-urbanisme) d'une ville de 90 000 habitants.`,
      en: `## What was at stake

A regional county municipality had expropriated wooded land to create a regional park. The owners claimed compensation calculated as though the land could be subdivided for housing.

## Our strategy

- Show, through the applicable regulations, that residential development was not realistic
- Present a valuation report based on comparable sales
- Cross-examine the owners' experts on their assumptions

## The outcome

The Tribunal administratif du Québec accepted most of our client's approach and set compensation close to its valuation.

> Highest and best use has to be possible, not merely imaginable.
> — François Lachance

See also our case study on the [overhaul of planning by-laws](record:case-2026-reglements-urbanisme) in a city of 90,000.`,
    },
  },
  {
    id: 'major-2026-appel-garantie-qualite',
    date: '2026-07-21',
    authors: ['emp-vincent-poirier', 'emp-amelie-dube'],
    practiceAreas: ['pa-litige'],
    industries: ['ind-manufacturier'],
    related: ['case-2024-restructuration-meubles-beauce', 'major-2024-action-collective-detaillant'],
    court: { fr: 'Cour d’appel du Québec', en: 'Court of Appeal of Quebec' },
    caseStatus: { fr: 'En délibéré', en: 'Under advisement' },
    title: {
      fr: 'Garantie de qualité : un fabricant de meubles devant la Cour d’appel',
      en: 'Warranty of quality: a furniture manufacturer before the Court of Appeal',
    },
    slug: { fr: 'garantie-de-qualite-cour-d-appel', en: 'warranty-of-quality-court-of-appeal' },
    excerpt: {
      fr: 'Notre cliente conteste un jugement qui la tient responsable de défauts apparus dans du mobilier vendu à un distributeur. L’affaire est en délibéré.',
      en: 'Our client is appealing a judgment holding it liable for defects in furniture sold to a distributor. The case is under advisement.',
    },
    keyPoints: {
      fr: 'Une question de présomption de connaissance du vice\nL’enjeu de la dénonciation dans un délai raisonnable\nUne décision attendue pour le début de 2027',
      en: 'A question about the presumption of knowledge of the defect\nThe issue of notice within a reasonable time\nA decision expected in early 2027',
    },
    body: {
      fr: `## L'enjeu

La Cour supérieure a condamné notre cliente, un fabricant de meubles, à indemniser un distributeur pour des défauts apparus dans des chaises vendues plusieurs années plus tôt. Le jugement applique la présomption de connaissance du vice qui pèse sur le fabricant.

## Nos arguments en appel

- Le distributeur, un professionnel du même domaine, ne pouvait bénéficier de la même protection qu'un consommateur
- La dénonciation du vice n'a pas été faite dans un délai raisonnable
- Les dommages accordés dépassent les pertes prouvées

## Où en est le dossier

L'appel a été entendu en juillet 2026. La décision de la Cour d'appel est attendue au début de 2027.

> Cet appel pourrait préciser les règles applicables entre professionnels, une question importante pour tous les fabricants.
> — Vincent Poirier

Découvrez notre groupe [Litige et règlement des différends](record:pa-litige).`,
      en: `## What is at stake

The Superior Court ordered our client, a furniture manufacturer, to compensate a distributor for defects that appeared in chairs sold several years earlier. The judgment applies the presumption that the manufacturer knew of the defect.

## Our arguments on appeal

- The distributor, a professional in the same field, could not benefit from the same protection as a consumer
- Notice of the defect was not given within a reasonable time
- The damages awarded exceed the proven losses

## Where things stand

The appeal was heard in July 2026. The Court of Appeal's decision is expected in early 2027.

> This appeal could clarify the rules that apply between professionals, an important question for all manufacturers.
> — Vincent Poirier

Discover our [Litigation and Dispute Resolution](record:pa-litige) group.`,
    },
  },
];
