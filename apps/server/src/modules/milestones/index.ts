export { milestoneTemplateItems, milestoneTemplates, startupMilestones } from './milestone.table.ts';
import './milestone.graphql.ts';
