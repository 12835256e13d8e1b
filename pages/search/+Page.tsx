export { SingletonPage as default } from '../../src/components/templates/SingletonPage.js';
