import './engagement.graphql.ts';
