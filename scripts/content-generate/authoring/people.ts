import type { Person } from './people-types.js';

const arabic = { fr: 'arabe', en: 'Arabic' };
const spanish = { fr: 'espagnol', en: 'Spanish' };

/** The 42 members of the team. */
export const people: readonly Person[] = [
  // Montréal
  {
    first: 'Marie', last: 'Tremblay', gender: 'f', role: 'managing-partner', office: 'mtl',
    practiceAreas: ['pa-droit-des-affaires'], industries: ['ind-manufacturier', 'ind-technologies'],
    year: 1998, school: 'udem', education: [{ fr: 'MBA, HEC Montréal, 2004', en: 'MBA, HEC Montréal, 2004' }],
    opening: {
      fr: 'Marie Tremblay est l’associée directrice de Carrier Beaumont Lessard. Établie au bureau de Montréal, elle exerce en [droit des affaires](record:pa-droit-des-affaires) et accompagne des entreprises manufacturières et technologiques dans leurs transactions les plus importantes.',
      en: 'Marie Tremblay is the Managing Partner of Carrier Beaumont Lessard. Based in the Montréal office, she practises [corporate and commercial law](record:pa-droit-des-affaires) and advises manufacturing and technology companies on their most significant transactions.',
    },
    background: {
      fr: 'Avant de prendre la direction du cabinet en 2019, elle a dirigé pendant dix ans le groupe Droit des affaires, où elle a piloté plus d’une centaine de transactions.',
      en: 'Before taking the helm of the firm in 2019, she led the Corporate and Commercial group for ten years, overseeing more than a hundred transactions.',
    },
    involvement: {
      fr: 'Marie siège au conseil d’une fondation montréalaise qui soutient la persévérance scolaire et prononce régulièrement des conférences sur la relève entrepreneuriale au féminin.',
      en: 'Marie sits on the board of a Montréal foundation that supports students at risk of dropping out, and speaks regularly on women in business succession.',
    },
    look: { hairStyle: 'bob', grey: true, glasses: true }, linkedin: true, cellular: true,
  },
  {
    first: 'Jean-François', last: 'Gagnon', gender: 'm', role: 'partner', office: 'mtl',
    practiceAreas: ['pa-droit-des-affaires', 'pa-financement'], industries: ['ind-energie', 'ind-manufacturier'],
    year: 2003, school: 'mcgill',
    background: {
      fr: 'Il a fait ses débuts dans un grand cabinet national avant de se joindre à Carrier Beaumont Lessard en 2011, attiré par la possibilité de suivre ses clients de plus près.',
      en: 'He began his career at a large national firm before joining Carrier Beaumont Lessard in 2011, drawn by the chance to work more closely with his clients.',
    },
    involvement: {
      fr: 'Cycliste passionné, Jean-François organise chaque année la participation du cabinet à une randonnée-bénéfice au profit de la recherche sur le cancer.',
      en: "A keen cyclist, Jean-François organizes the firm's team for a charity ride in support of cancer research every year.",
    },
    look: { hairStyle: 'sidepart' }, linkedin: true, cellular: true,
  },
  {
    first: 'Nadia', last: 'Haddad', gender: 'f', role: 'partner', office: 'mtl',
    practiceAreas: ['pa-litige'], industries: ['ind-commerce-de-detail', 'ind-sante'],
    year: 2006, school: 'udem', education: [{ fr: 'LL.M., Université McGill, 2009', en: 'LL.M., McGill University, 2009' }],
    languages: [arabic],
    background: {
      fr: 'Après un stage comme auxiliaire juridique à la Cour d’appel du Québec, elle a bâti une pratique de litige commercial reconnue pour sa préparation minutieuse.',
      en: 'After clerking at the Québec Court of Appeal, she built a commercial litigation practice known for its meticulous preparation.',
    },
    involvement: {
      fr: 'Nadia enseigne la preuve civile à l’École du Barreau et agit comme mentore auprès de jeunes avocates issues de l’immigration.',
      en: 'Nadia teaches civil evidence at the École du Barreau and mentors young women lawyers from immigrant backgrounds.',
    },
    look: { hairStyle: 'long' }, linkedin: true, cellular: true,
  },
  {
    first: 'David', last: 'Cohen', gender: 'm', role: 'partner', office: 'mtl',
    practiceAreas: ['pa-litige', 'pa-insolvabilite'], industries: ['ind-transport', 'ind-manufacturier'],
    year: 2001, school: 'mcgill', otherBars: [{ fr: 'Barreau de l’Ontario, 2004', en: 'Law Society of Ontario, 2004' }],
    languages: [{ fr: 'hébreu', en: 'Hebrew' }], englishFirst: true,
    background: {
      fr: 'Membre des barreaux du Québec et de l’Ontario, il plaide régulièrement dans des dossiers qui se déroulent en parallèle dans les deux provinces.',
      en: 'A member of both the Québec and Ontario bars, he regularly argues cases that unfold in parallel in the two provinces.',
    },
    involvement: {
      fr: 'David est administrateur d’un organisme qui offre des services juridiques gratuits aux petites entreprises en difficulté.',
      en: 'David is a director of an organization that provides free legal services to small businesses in financial difficulty.',
    },
    look: { hairStyle: 'short', beard: true, grey: true }, linkedin: true,
  },
  {
    first: 'Catherine', last: 'Lavoie', gender: 'f', role: 'partner', office: 'mtl',
    practiceAreas: ['pa-droit-du-travail'], industries: ['ind-sante', 'ind-secteur-public'],
    year: 2005, school: 'laval',
    background: {
      fr: 'Elle a été conseillère en relations de travail dans un grand centre hospitalier avant d’entrer au cabinet, une expérience qui lui donne une lecture très concrète des enjeux de ses clients.',
      en: 'She worked as a labour relations advisor at a major hospital before joining the firm, an experience that gives her a very practical read on her clients’ issues.',
    },
    involvement: {
      fr: 'Catherine est chargée de cours en droit du travail à l’Université de Montréal et coauteure d’un guide pratique sur la gestion de l’absentéisme.',
      en: 'Catherine is a lecturer in labour law at the Université de Montréal and co-author of a practical guide to managing absenteeism.',
    },
    look: { hairStyle: 'ponytail' }, linkedin: true, cellular: true,
  },
  {
    first: 'Karim', last: 'Benali', gender: 'm', role: 'partner', office: 'mtl',
    practiceAreas: ['pa-fiscalite', 'pa-droit-des-affaires'], industries: ['ind-technologies', 'ind-agroalimentaire'],
    year: 2009, school: 'udem', education: [{ fr: 'Maîtrise en fiscalité, Université de Sherbrooke, 2011', en: 'Master’s in Taxation, Université de Sherbrooke, 2011' }],
    languages: [arabic],
    background: {
      fr: 'Titulaire d’une maîtrise en fiscalité, il a travaillé quatre ans dans le service de fiscalité d’un cabinet comptable avant de se consacrer au droit.',
      en: 'He holds a master’s degree in taxation and spent four years in the tax department of an accounting firm before turning to law practice.',
    },
    involvement: {
      fr: 'Karim donne chaque printemps des séances gratuites d’information fiscale pour les travailleurs autonomes nouvellement arrivés au Québec.',
      en: 'Every spring, Karim leads free tax information sessions for self-employed newcomers to Québec.',
    },
    look: { hairStyle: 'short', beard: true, glasses: true }, linkedin: true,
  },
  {
    first: 'Sophie', last: 'Bergeron', gender: 'f', role: 'partner', office: 'mtl',
    practiceAreas: ['pa-propriete-intellectuelle'], industries: ['ind-technologies', 'ind-sante'],
    year: 2008, school: 'mcgill', education: [{ fr: 'B. Sc. en biochimie, Université McGill, 2004', en: 'B.Sc. in Biochemistry, McGill University, 2004' }],
    background: {
      fr: 'Biochimiste de formation, elle comprend de l’intérieur les innovations de ses clients en sciences de la vie et en technologies médicales.',
      en: 'Trained as a biochemist, she understands her life sciences and medical technology clients’ innovations from the inside.',
    },
    involvement: {
      fr: 'Sophie siège au comité consultatif d’un incubateur universitaire et anime des ateliers sur la protection de la propriété intellectuelle pour les chercheurs.',
      en: 'Sophie sits on the advisory committee of a university incubator and runs workshops on intellectual property protection for researchers.',
    },
    look: { hairStyle: 'long', glasses: true }, linkedin: true,
  },
  {
    first: 'Philippe', last: 'Girard', gender: 'm', role: 'partner', office: 'mtl',
    practiceAreas: ['pa-droit-immobilier', 'pa-financement'], industries: ['ind-commerce-de-detail', 'ind-transport'],
    year: 2004, school: 'udem',
    background: {
      fr: 'Il a passé trois ans au contentieux d’un important promoteur immobilier, ce qui l’a familiarisé avec toutes les étapes d’un projet, du terrain vacant à la remise des clés.',
      en: 'He spent three years in the legal department of a major real estate developer, which made him familiar with every stage of a project, from vacant lot to handover of keys.',
    },
    involvement: {
      fr: 'Philippe est membre du comité de financement d’un organisme d’habitation communautaire de Montréal.',
      en: 'Philippe serves on the fundraising committee of a Montréal community housing organization.',
    },
    look: { hairStyle: 'shaved', glasses: true }, linkedin: true, cellular: true,
  },
  {
    first: 'Isabelle', last: 'Morin', gender: 'f', role: 'partner', office: 'mtl',
    practiceAreas: ['pa-vie-privee', 'pa-droit-des-affaires'], industries: ['ind-technologies', 'ind-sante'],
    year: 2010, school: 'uottawa', education: [{ fr: 'LL.M. en droit des technologies de l’information, Université de Montréal, 2013', en: 'LL.M. in Information Technology Law, Université de Montréal, 2013' }],
    background: {
      fr: 'Elle s’intéresse à la protection des données depuis bien avant l’adoption de la Loi 25 et a accompagné plusieurs organisations dans leurs premiers programmes de conformité.',
      en: 'She took an interest in data protection long before Law 25 was passed and has guided several organizations through their first compliance programs.',
    },
    involvement: {
      fr: 'Isabelle est une conférencière recherchée sur l’encadrement de l’intelligence artificielle et siège à un groupe de travail sur l’éthique numérique.',
      en: 'Isabelle is a sought-after speaker on artificial intelligence governance and sits on a working group on digital ethics.',
    },
    look: { hairStyle: 'bun' }, linkedin: true,
  },
  {
    first: 'Wei', last: 'Zhang', gender: 'f', role: 'counsel', office: 'mtl',
    practiceAreas: ['pa-droit-des-affaires', 'pa-propriete-intellectuelle'], industries: ['ind-technologies', 'ind-commerce-de-detail'],
    year: 2011, school: 'mcgill', languages: [{ fr: 'mandarin', en: 'Mandarin' }],
    background: {
      fr: 'Après plusieurs années comme conseillère juridique principale d’une entreprise de commerce électronique, elle est revenue en cabinet pour conseiller des entreprises en forte croissance.',
      en: 'After several years as senior legal counsel at an e-commerce company, she returned to private practice to advise fast-growing businesses.',
    },
    involvement: {
      fr: 'Wei accompagne bénévolement des entrepreneures issues de l’immigration dans un programme d’accélération montréalais.',
      en: 'Wei volunteers with immigrant women entrepreneurs in a Montréal accelerator program.',
    },
    look: { hairStyle: 'bob' }, linkedin: true,
  },
  {
    first: 'Luc', last: 'Fontaine', gender: 'm', role: 'counsel', office: 'mtl',
    practiceAreas: ['pa-droit-de-la-construction', 'pa-litige'], industries: ['ind-energie', 'ind-secteur-public'],
    year: 1994, school: 'laval',
    background: {
      fr: 'Fort de trente ans de pratique, il a plaidé certains des plus importants litiges de construction au Québec et agit aujourd’hui souvent comme arbitre ou médiateur.',
      en: 'With thirty years of practice, he has argued some of the largest construction disputes in Québec and now often sits as an arbitrator or mediator.',
    },
    involvement: {
      fr: 'Luc est médiateur accrédité et enseigne la gestion des réclamations aux étudiants d’un programme de maîtrise en gestion de projets.',
      en: 'Luc is an accredited mediator and teaches claims management in a master’s program in project management.',
    },
    look: { hairStyle: 'shaved', grey: true, glasses: true }, cellular: true,
  },
  {
    first: 'Émilie', last: 'Roy', gender: 'f', role: 'associate', office: 'mtl',
    practiceAreas: ['pa-droit-des-affaires'], industries: ['ind-technologies'],
    year: 2018, school: 'udem',
    background: {
      fr: 'Elle a rejoint le cabinet comme stagiaire et participe depuis à des acquisitions, à des rondes de financement et à des réorganisations pour des entreprises technologiques.',
      en: 'She joined the firm as an articling student and has since worked on acquisitions, funding rounds and reorganizations for technology companies.',
    },
    involvement: {
      fr: 'Émilie est bénévole pour une clinique juridique qui conseille gratuitement les entreprises d’économie sociale.',
      en: 'Émilie volunteers at a legal clinic that advises social economy enterprises free of charge.',
    },
    look: { hairStyle: 'long' }, linkedin: true,
  },
  {
    first: 'Samuel', last: 'Nguyen', gender: 'm', role: 'associate', office: 'mtl',
    practiceAreas: ['pa-litige'], industries: ['ind-manufacturier'],
    year: 2019, school: 'uqam', languages: [{ fr: 'vietnamien', en: 'Vietnamese' }],
    background: {
      fr: 'Il plaide devant la Cour du Québec et la Cour supérieure dans des litiges contractuels, des recours en responsabilité et des demandes d’injonction.',
      en: 'He appears before the Court of Québec and the Superior Court in contract disputes, liability claims and injunction applications.',
    },
    involvement: {
      fr: 'Ancien plaideur en concours de plaidoirie, Samuel entraîne aujourd’hui des équipes étudiantes de l’UQAM.',
      en: 'A former moot court competitor, Samuel now coaches student teams at UQAM.',
    },
    look: { hairStyle: 'sidepart' },
  },
  {
    first: 'Chloé', last: 'Simard', gender: 'f', role: 'associate', office: 'mtl',
    practiceAreas: ['pa-droit-du-travail'], industries: ['ind-commerce-de-detail'],
    year: 2020, school: 'usherb',
    background: {
      fr: 'Elle représente des employeurs de la restauration et du commerce de détail devant le Tribunal administratif du travail et les guide lors d’enquêtes de harcèlement et de fins d’emploi.',
      en: 'She represents restaurant and retail employers before the Tribunal administratif du travail and guides them through harassment investigations and terminations.',
    },
    involvement: {
      fr: 'Chloé coanime la série de webinaires du cabinet destinée aux gestionnaires de PME.',
      en: "Chloé co-hosts the firm's webinar series for small business managers.",
    },
    look: { hairStyle: 'curly' }, linkedin: true,
  },
  {
    first: 'Thomas', last: 'Leblanc', gender: 'm', role: 'associate', office: 'mtl',
    practiceAreas: ['pa-financement', 'pa-insolvabilite'], industries: ['ind-transport'],
    year: 2017, school: 'mcgill',
    background: {
      fr: 'Il représente des prêteurs et des emprunteurs dans des financements garantis et participe aux dossiers de restructuration du cabinet.',
      en: "He acts for lenders and borrowers in secured financings and works on the firm's restructuring files.",
    },
    involvement: {
      fr: 'Thomas fait partie du comité des jeunes professionnels d’une chambre de commerce montréalaise.',
      en: "Thomas is a member of the young professionals' committee of a Montréal chamber of commerce.",
    },
    look: { hairStyle: 'short' }, linkedin: true,
  },
  {
    first: 'Yasmina', last: 'Belkacem', gender: 'f', role: 'associate', office: 'mtl',
    practiceAreas: ['pa-vie-privee'], industries: ['ind-sante'],
    year: 2021, school: 'udem', languages: [arabic],
    background: {
      fr: 'Elle accompagne les organisations dans la gestion de leurs incidents de confidentialité et dans la rédaction de leurs politiques de gouvernance.',
      en: 'She helps organizations manage confidentiality incidents and draft their governance policies.',
    },
    involvement: {
      fr: 'Yasmina anime des ateliers de sensibilisation à la cybersécurité auprès d’organismes communautaires.',
      en: 'Yasmina leads cybersecurity awareness workshops for community organizations.',
    },
    look: { hairStyle: 'long', glasses: true },
  },
  {
    first: 'Gabriel', last: 'Mercier', gender: 'm', role: 'associate', office: 'mtl',
    practiceAreas: ['pa-fiscalite'], industries: ['ind-agroalimentaire'],
    year: 2016, school: 'laval', education: [{ fr: 'Maîtrise en fiscalité, Université de Sherbrooke, 2018', en: 'Master’s in Taxation, Université de Sherbrooke, 2018' }],
    background: {
      fr: 'Il accompagne les propriétaires d’entreprises privées dans leurs réorganisations, leurs gels successoraux et la rémunération de leurs dirigeants.',
      en: 'He assists owners of private companies with reorganizations, estate freezes and executive compensation.',
    },
    involvement: {
      fr: 'Gabriel rédige une chronique fiscale trimestrielle dans une revue destinée aux producteurs agricoles.',
      en: 'Gabriel writes a quarterly tax column for a magazine aimed at farmers.',
    },
    look: { hairStyle: 'curly', beard: true },
  },
  {
    first: 'Mariana', last: 'Ferreira', gender: 'f', role: 'associate', office: 'mtl',
    practiceAreas: ['pa-droit-immobilier'], industries: ['ind-commerce-de-detail'],
    year: 2022, school: 'mcgill', languages: [{ fr: 'portugais', en: 'Portuguese' }, spanish],
    background: {
      fr: 'Elle négocie des baux commerciaux et participe aux vérifications diligentes des transactions immobilières du cabinet.',
      en: "She negotiates commercial leases and takes part in due diligence for the firm's real estate transactions.",
    },
    involvement: {
      fr: 'Mariana est bénévole pour un programme de parrainage de nouveaux arrivants lusophones.',
      en: 'Mariana volunteers with a mentoring program for Portuguese-speaking newcomers.',
    },
    look: { hairStyle: 'curly' },
  },
  {
    first: 'Alexandre', last: 'Fortin', gender: 'm', role: 'associate', office: 'mtl',
    practiceAreas: ['pa-droit-de-la-construction'], industries: ['ind-energie'],
    year: 2015, school: 'udem', education: [{ fr: 'B. Ing. génie civil, Polytechnique Montréal, 2010', en: 'B.Eng. Civil Engineering, Polytechnique Montréal, 2010' }],
    background: {
      fr: 'Ingénieur civil de formation, il a travaillé sur des chantiers routiers avant d’étudier le droit; il lit un échéancier aussi facilement qu’un contrat.',
      en: 'A civil engineer by training, he worked on road projects before studying law; he reads a schedule as easily as a contract.',
    },
    involvement: {
      fr: 'Alexandre est membre du comité de droit de la construction de l’Association du Barreau canadien, division du Québec.',
      en: 'Alexandre sits on the construction law committee of the Canadian Bar Association, Québec Branch.',
    },
    look: { hairStyle: 'sidepart', glasses: true }, linkedin: true,
  },
  {
    first: 'Julie', last: 'Gauthier', gender: 'f', role: 'notary', office: 'mtl',
    practiceAreas: ['pa-droit-immobilier', 'pa-droit-des-affaires'], industries: ['ind-commerce-de-detail'],
    year: 2013, school: 'udem', education: [{ fr: 'Diplôme de droit notarial, Université de Montréal, 2013', en: 'Diploma in Notarial Law, Université de Montréal, 2013' }],
    background: {
      fr: 'Notaire depuis 2013, elle instrumente les actes de vente et d’hypothèque des transactions commerciales et conseille les entreprises sur l’organisation de leurs sociétés.',
      en: 'A notary since 2013, she executes the deeds of sale and hypothec in commercial transactions and advises businesses on corporate organization.',
    },
    involvement: {
      fr: 'Julie donne des formations sur la publicité des droits à des étudiants en droit notarial.',
      en: 'Julie teaches the registration of rights to notarial law students.',
    },
    look: { hairStyle: 'ponytail', glasses: true },
  },
  {
    first: 'Sarah', last: 'Lévesque', gender: 'f', role: 'paralegal', office: 'mtl',
    practiceAreas: ['pa-droit-des-affaires'], industries: [],
    year: 2012, school: 'ahuntsic',
    background: {
      fr: 'Elle coordonne le service de secrétariat corporatif et veille à ce que les livres de minutes de centaines de sociétés clientes soient tenus à jour.',
      en: "She coordinates the corporate secretarial service and makes sure the minute books of hundreds of client companies stay up to date.",
    },
    involvement: {
      fr: 'Sarah forme chaque année les nouveaux parajuristes du cabinet aux outils de gestion documentaire.',
      en: "Each year, Sarah trains the firm's new paralegals on its document management tools.",
    },
    look: { hairStyle: 'bob' },
  },
  {
    first: 'Kevin', last: 'Joseph', gender: 'm', role: 'paralegal', office: 'mtl',
    practiceAreas: ['pa-litige'], industries: [],
    year: 2016, school: 'ahuntsic', languages: [{ fr: 'créole haïtien', en: 'Haitian Creole' }],
    background: {
      fr: 'Il prépare les cahiers de pièces, gère les échéanciers judiciaires et coordonne la signification des procédures dans les dossiers de litige.',
      en: 'He prepares exhibit books, manages court deadlines and coordinates service of proceedings in litigation files.',
    },
    involvement: {
      fr: 'Kevin entraîne une équipe de basketball junior dans l’arrondissement de Montréal-Nord.',
      en: 'Kevin coaches a junior basketball team in the Montréal-Nord borough.',
    },
    look: { hairStyle: 'shaved', beard: true },
  },
  {
    first: 'Patrick', last: 'O’Neill', gender: 'm', role: 'counsel', office: 'mtl',
    practiceAreas: ['pa-droit-du-travail'], industries: ['ind-transport'],
    year: 1992, school: 'mcgill', englishFirst: true,
    background: {
      fr: 'Pendant plus de vingt ans, il a représenté des transporteurs et des entreprises portuaires dans leurs négociations collectives les plus difficiles.',
      en: 'For more than twenty years, he has represented carriers and port businesses in their most difficult rounds of collective bargaining.',
    },
    involvement: {
      fr: 'Patrick agit comme mentor auprès des jeunes avocats du groupe et siège au conseil d’un organisme de réinsertion professionnelle.',
      en: "Patrick mentors the group's junior lawyers and serves on the board of a job re-entry organization.",
    },
    look: { hairStyle: 'short', grey: true }, cellular: true,
  },
  {
    first: 'Rosalie', last: 'Demers', gender: 'f', role: 'associate', office: 'mtl',
    practiceAreas: ['pa-propriete-intellectuelle'], industries: ['ind-commerce-de-detail'],
    year: 2023, school: 'usherb',
    background: {
      fr: 'Elle participe à la gestion des portefeuilles de marques des clients du cabinet et à l’adaptation de leur affichage aux exigences linguistiques québécoises.',
      en: "She helps manage clients' trademark portfolios and adapt their signage to Québec's language requirements.",
    },
    involvement: {
      fr: 'Rosalie est bénévole au sein d’un festival de cinéma indépendant, dont elle révise les contrats de diffusion.',
      en: 'Rosalie volunteers with an independent film festival, reviewing its screening agreements.',
    },
    look: { hairStyle: 'long' },
  },
  // Québec
  {
    first: 'François', last: 'Lachance', gender: 'm', role: 'partner', office: 'qc',
    practiceAreas: ['pa-droit-municipal'], industries: ['ind-secteur-public', 'ind-energie'],
    year: 1996, school: 'laval',
    background: {
      fr: 'Il a été directeur des affaires juridiques d’une ville de la région de la Capitale-Nationale avant de fonder le groupe de droit public du bureau de Québec.',
      en: "He served as director of legal affairs for a city in the Capitale-Nationale region before founding the Québec City office's public law group.",
    },
    involvement: {
      fr: 'François est formateur auprès d’une fédération municipale et auteur de plusieurs articles sur la gestion contractuelle municipale.',
      en: 'François is a trainer for a municipal federation and has written several articles on municipal contract management.',
    },
    look: { hairStyle: 'shaved', grey: true, glasses: true }, linkedin: true, cellular: true,
  },
  {
    first: 'Geneviève', last: 'Caron', gender: 'f', role: 'partner', office: 'qc',
    practiceAreas: ['pa-droit-du-travail'], industries: ['ind-secteur-public', 'ind-sante'],
    year: 2002, school: 'laval',
    background: {
      fr: 'Elle dirige le groupe Droit du travail à Québec et plaide régulièrement devant les arbitres de griefs et le Tribunal administratif du travail.',
      en: 'She leads the Labour and Employment group in Québec City and regularly appears before grievance arbitrators and the Tribunal administratif du travail.',
    },
    involvement: {
      fr: 'Geneviève enseigne la négociation collective à l’Université Laval et préside le conseil d’un centre de la petite enfance.',
      en: 'Geneviève teaches collective bargaining at Université Laval and chairs the board of a childcare centre.',
    },
    look: { hairStyle: 'sidepart' }, linkedin: true, cellular: true,
  },
  {
    first: 'Mathieu', last: 'Pelletier', gender: 'm', role: 'partner', office: 'qc',
    practiceAreas: ['pa-droit-des-affaires', 'pa-fiscalite'], industries: ['ind-agroalimentaire', 'ind-manufacturier'],
    year: 2007, school: 'laval', education: [{ fr: 'MBA, Université Laval, 2012', en: 'MBA, Université Laval, 2012' }],
    background: {
      fr: 'Fils d’entrepreneurs beaucerons, il connaît intimement les défis des entreprises familiales et accompagne plusieurs d’entre elles dans leur croissance et leur relève.',
      en: 'The son of Beauce entrepreneurs, he knows the challenges of family businesses first-hand and advises many of them on growth and succession.',
    },
    involvement: {
      fr: 'Mathieu siège au conseil d’administration d’un fonds régional de développement économique.',
      en: 'Mathieu sits on the board of a regional economic development fund.',
    },
    look: { hairStyle: 'short', beard: true }, linkedin: true, cellular: true,
  },
  {
    first: 'Valérie', last: 'Bouchard', gender: 'f', role: 'notary-partner', office: 'qc',
    practiceAreas: ['pa-successions', 'pa-droit-immobilier'], industries: ['ind-agroalimentaire'],
    year: 2000, school: 'laval', education: [{ fr: 'Diplôme de droit notarial, Université Laval, 2000', en: 'Diploma in Notarial Law, Université Laval, 2000' }],
    background: {
      fr: 'Notaire depuis plus de vingt-cinq ans, elle accompagne les familles en affaires dans la planification de leur succession et le transfert de leurs entreprises.',
      en: 'A notary for more than twenty-five years, she helps business families plan their estates and transfer their companies.',
    },
    involvement: {
      fr: 'Valérie donne des conférences sur les mandats de protection dans les bibliothèques et les résidences pour aînés de la région.',
      en: 'Valérie gives talks on protection mandates in libraries and seniors’ residences across the region.',
    },
    look: { hairStyle: 'bob', grey: true }, linkedin: true,
  },
  {
    first: 'Marc-André', last: 'Bélanger', gender: 'm', role: 'partner', office: 'qc',
    practiceAreas: ['pa-droit-de-la-construction', 'pa-litige'], industries: ['ind-energie', 'ind-secteur-public'],
    year: 2005, school: 'laval',
    background: {
      fr: 'Il représente des entrepreneurs, des donneurs d’ouvrage publics et des professionnels dans des réclamations complexes, de la négociation jusqu’à l’arbitrage.',
      en: 'He represents contractors, public owners and design professionals in complex claims, from negotiation through to arbitration.',
    },
    involvement: {
      fr: 'Marc-André est entraîneur bénévole de hockey mineur et membre d’un comité de révision des contrats types de l’industrie.',
      en: 'Marc-André is a volunteer minor hockey coach and a member of a committee reviewing the industry’s standard contracts.',
    },
    look: { hairStyle: 'sidepart', glasses: true }, linkedin: true, cellular: true,
  },
  {
    first: 'Amélie', last: 'Dubé', gender: 'f', role: 'associate', office: 'qc',
    practiceAreas: ['pa-litige'], industries: ['ind-transport'],
    year: 2017, school: 'laval',
    background: {
      fr: 'Elle plaide des dossiers de responsabilité civile et de litige commercial, et a développé une expertise particulière en matière de transport de marchandises.',
      en: 'She litigates civil liability and commercial cases and has developed particular expertise in the carriage of goods.',
    },
    involvement: {
      fr: 'Amélie participe à un programme d’éducation juridique dans les écoles secondaires de Québec.',
      en: 'Amélie takes part in a legal education program in Québec City high schools.',
    },
    look: { hairStyle: 'ponytail' },
  },
  {
    first: 'Nicolas', last: 'Boucher', gender: 'm', role: 'associate', office: 'qc',
    practiceAreas: ['pa-droit-municipal'], industries: ['ind-secteur-public'],
    year: 2019, school: 'laval',
    background: {
      fr: 'Il accompagne les municipalités dans la rédaction de leurs règlements d’urbanisme, la gestion de leurs appels d’offres et le respect de leurs obligations en matière d’éthique.',
      en: 'He assists municipalities with their planning by-laws, calls for tenders and ethics obligations.',
    },
    involvement: {
      fr: 'Nicolas est conseiller bénévole d’une corporation de développement communautaire de Charlevoix.',
      en: 'Nicolas is a volunteer advisor to a community development corporation in Charlevoix.',
    },
    look: { hairStyle: 'short', glasses: true },
  },
  {
    first: 'Audrey', last: 'Lemieux', gender: 'f', role: 'associate', office: 'qc',
    practiceAreas: ['pa-insolvabilite', 'pa-financement'], industries: ['ind-manufacturier'],
    year: 2020, school: 'uottawa',
    background: {
      fr: 'Elle représente des créanciers garantis et des débiteurs dans des dossiers de restructuration et d’exercice de recours hypothécaires.',
      en: 'She represents secured creditors and debtors in restructuring files and the enforcement of hypothecary remedies.',
    },
    involvement: {
      fr: 'Audrey est membre du comité organisateur d’un colloque régional sur l’insolvabilité.',
      en: 'Audrey sits on the organizing committee of a regional insolvency conference.',
    },
    look: { hairStyle: 'bun', glasses: true },
  },
  {
    first: 'Étienne', last: 'Savard', gender: 'm', role: 'notary', office: 'qc',
    practiceAreas: ['pa-droit-immobilier', 'pa-successions'], industries: [],
    year: 2018, school: 'laval', education: [{ fr: 'Diplôme de droit notarial, Université Laval, 2018', en: 'Diploma in Notarial Law, Université Laval, 2018' }],
    background: {
      fr: 'Il instrumente des actes immobiliers commerciaux et résidentiels et prépare testaments et mandats de protection pour les clients du cabinet.',
      en: "He executes commercial and residential real estate deeds and prepares wills and protection mandates for the firm's clients.",
    },
    involvement: {
      fr: 'Étienne offre des consultations gratuites lors des journées d’information juridique organisées par la Chambre des notaires.',
      en: 'Étienne offers free consultations at legal information days organized by the Chambre des notaires.',
    },
    look: { hairStyle: 'curly' },
  },
  {
    first: 'Fatou', last: 'Diallo', gender: 'f', role: 'associate', office: 'qc',
    practiceAreas: ['pa-droit-du-travail'], industries: ['ind-sante'],
    year: 2021, school: 'laval', languages: [{ fr: 'wolof', en: 'Wolof' }],
    background: {
      fr: 'Elle conseille les employeurs du réseau de la santé et représente leurs intérêts dans des dossiers de lésions professionnelles et d’arbitrage de griefs.',
      en: 'She advises health network employers and represents them in employment injury and grievance arbitration files.',
    },
    involvement: {
      fr: 'Fatou est administratrice d’un organisme qui soutient l’intégration professionnelle des personnes immigrantes à Québec.',
      en: 'Fatou is a director of an organization that supports the professional integration of immigrants in Québec City.',
    },
    look: { hairStyle: 'curly' }, linkedin: true,
  },
  {
    first: 'Hugo', last: 'Martel', gender: 'm', role: 'paralegal', office: 'qc',
    practiceAreas: ['pa-litige'], industries: [],
    year: 2014, school: 'garneau',
    background: {
      fr: 'Il soutient les équipes de litige et de construction du bureau de Québec : recherches au plumitif, préparation des procédures et suivi des échéances.',
      en: 'He supports the Québec City litigation and construction teams with court record searches, preparation of proceedings and deadline tracking.',
    },
    involvement: {
      fr: 'Hugo est bénévole pour un club de ski de fond de la région de Québec.',
      en: 'Hugo volunteers with a cross-country ski club in the Québec City area.',
    },
    look: { hairStyle: 'short', beard: true },
  },
  {
    first: 'Claudia', last: 'Moreno', gender: 'f', role: 'paralegal', office: 'qc',
    practiceAreas: ['pa-droit-immobilier'], industries: [],
    year: 2015, school: 'garneau', languages: [spanish],
    background: {
      fr: 'Elle prépare les recherches de titres et les dossiers de clôture des transactions immobilières, en étroite collaboration avec les notaires du bureau.',
      en: "She prepares title searches and closing files for real estate transactions, working closely with the office's notaries.",
    },
    involvement: {
      fr: 'Claudia donne des cours de conversation espagnole dans un centre communautaire de Limoilou.',
      en: 'Claudia teaches Spanish conversation classes at a community centre in Limoilou.',
    },
    look: { hairStyle: 'long' },
  },
  // Sherbrooke
  {
    first: 'Élise', last: 'Cloutier', gender: 'f', role: 'partner', office: 'sher',
    practiceAreas: ['pa-droit-des-affaires'], industries: ['ind-manufacturier', 'ind-agroalimentaire'],
    year: 2004, school: 'usherb',
    background: {
      fr: 'Elle a ouvert le bureau de Sherbrooke en 2014 et y accompagne les PME de l’Estrie dans leurs acquisitions, leurs financements et leurs projets de relève.',
      en: 'She opened the Sherbrooke office in 2014 and advises Eastern Townships businesses on acquisitions, financings and succession projects.',
    },
    involvement: {
      fr: 'Élise préside le conseil d’administration d’une fondation vouée à la santé en Estrie et s’implique dans le réseau des femmes d’affaires de la région.',
      en: "Élise chairs the board of a health foundation in the Eastern Townships and is active in the region's businesswomen's network.",
    },
    look: { hairStyle: 'sidepart', glasses: true }, linkedin: true, cellular: true,
  },
  {
    first: 'Vincent', last: 'Poirier', gender: 'm', role: 'partner', office: 'sher',
    practiceAreas: ['pa-litige', 'pa-droit-de-la-construction'], industries: ['ind-manufacturier'],
    year: 2008, school: 'usherb',
    background: {
      fr: 'Il plaide depuis près de vingt ans devant les tribunaux de l’Estrie et de la Montérégie, autant en litige commercial qu’en matière de construction.',
      en: 'For nearly twenty years he has appeared before the courts of the Eastern Townships and Montérégie, in both commercial and construction matters.',
    },
    involvement: {
      fr: 'Vincent enseigne la procédure civile à la Faculté de droit de l’Université de Sherbrooke.',
      en: 'Vincent teaches civil procedure at the Université de Sherbrooke Faculty of Law.',
    },
    look: { hairStyle: 'short' }, linkedin: true, cellular: true,
  },
  {
    first: 'Noémie', last: 'Bilodeau', gender: 'f', role: 'associate', office: 'sher',
    practiceAreas: ['pa-droit-du-travail'], industries: ['ind-manufacturier'],
    year: 2020, school: 'usherb',
    background: {
      fr: 'Elle accompagne les employeurs manufacturiers de l’Estrie en matière de santé et de sécurité, de normes du travail et de relations de travail.',
      en: 'She supports Eastern Townships manufacturers on health and safety, employment standards and labour relations.',
    },
    involvement: {
      fr: 'Noémie est bénévole auprès d’une ressource d’aide aux jeunes entrepreneurs de Sherbrooke.',
      en: 'Noémie volunteers with a support organization for young entrepreneurs in Sherbrooke.',
    },
    look: { hairStyle: 'ponytail', glasses: true },
  },
  {
    first: 'Laurent', last: 'Dion', gender: 'm', role: 'notary', office: 'sher',
    practiceAreas: ['pa-successions', 'pa-droit-des-affaires'], industries: ['ind-agroalimentaire'],
    year: 2011, school: 'usherb', education: [{ fr: 'Diplôme de droit notarial, Université de Sherbrooke, 2011', en: 'Diploma in Notarial Law, Université de Sherbrooke, 2011' }],
    background: {
      fr: 'Il accompagne de nombreuses familles agricoles dans le transfert de leur ferme et la planification de leur succession.',
      en: 'He guides many farm families through the transfer of their operations and the planning of their estates.',
    },
    involvement: {
      fr: 'Laurent est membre du conseil d’une coopérative forestière et conférencier lors des journées régionales de la relève agricole.',
      en: 'Laurent sits on the board of a forestry co-operative and speaks at regional farm succession days.',
    },
    look: { hairStyle: 'sidepart', beard: true, glasses: true },
  },
  {
    first: 'Ariane', last: 'Thibault', gender: 'f', role: 'associate', office: 'sher',
    practiceAreas: ['pa-financement', 'pa-droit-immobilier'], industries: ['ind-agroalimentaire'],
    year: 2022, school: 'usherb',
    background: {
      fr: 'Elle participe aux financements et aux transactions immobilières des clients du bureau de Sherbrooke, souvent en lien avec des projets agricoles.',
      en: "She works on financings and real estate transactions for the Sherbrooke office's clients, often involving agricultural projects.",
    },
    involvement: {
      fr: 'Ariane s’implique dans l’organisation d’un marché public saisonnier à Magog.',
      en: 'Ariane helps organize a seasonal farmers’ market in Magog.',
    },
    look: { hairStyle: 'long' },
  },
  {
    first: 'Annie', last: 'Paquette', gender: 'f', role: 'paralegal', office: 'sher',
    practiceAreas: ['pa-droit-des-affaires'], industries: [],
    year: 2009, school: 'cegep-sherbrooke',
    background: {
      fr: 'Elle gère les dossiers de secrétariat corporatif du bureau de Sherbrooke et prépare la documentation de clôture des transactions.',
      en: "She manages the Sherbrooke office's corporate secretarial files and prepares closing documentation for transactions.",
    },
    involvement: {
      fr: 'Annie est bénévole pour la guignolée annuelle d’un organisme d’aide alimentaire de Sherbrooke.',
      en: "Annie volunteers for the annual holiday food drive of a Sherbrooke food bank.",
    },
    look: { hairStyle: 'bob' },
  },
];
