import { PlanDayButton, TodayTaskList } from '@/features/tasks';
import { DashboardSection } from './dashboard-section';

/** Today's tasks, to check off from the dashboard, and Plan my day for them. */
export function TodayTasks({ date }: { date: string }) {
  return (
    <DashboardSection title="Today's tasks" link={{ href: '/tasks', label: 'Open tasks' }}>
      <div className="space-y-3">
        <PlanDayButton date={date} />
        <TodayTaskList />
      </div>
    </DashboardSection>
  );
}
