export { milestoneTemplateItems, milestoneTemplates, startupMilestones } from './milestone.table.ts';
