export { PerformanceAddPage as default } from './PerformanceEdit';
