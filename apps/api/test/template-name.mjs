export const TEMPLATE_DATABASE = 'clix_test_template';
