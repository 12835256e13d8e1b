export { HubPage as default } from '../../src/components/templates/HubPage.js';
