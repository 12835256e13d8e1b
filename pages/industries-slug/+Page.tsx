export { ExpertisePage as default } from '../../src/components/templates/ExpertisePage.js';
