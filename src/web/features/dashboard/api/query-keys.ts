/** The dashboard's query keys: every query of its data, and every invalidation of it, names them from here. */
export const dashboardKeys = {
  summary: ['/api/dashboard'] as const,
  sampleData: ['/api/sample-data'] as const,
};
