import './shell.graphql.ts';
