export { TeamPage as default } from '../../src/components/templates/TeamPage.js';
