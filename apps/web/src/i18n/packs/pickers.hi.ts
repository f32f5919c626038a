import type { PickersLocaleText } from '@mui/x-date-pickers';

/** The date pickers' texts in Hindi; MUI X ships no Hindi pack (9.14 has none), so these are ours. */
export const pickersHi: Partial<PickersLocaleText> = {
  previousMonth: 'पिछला महीना',
  nextMonth: 'अगला महीना',
  openPreviousView: 'पिछला दृश्य खोलें',
  openNextView: 'अगला दृश्य खोलें',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'वर्ष दृश्य खुला है, कैलेंडर दृश्य पर जाएँ' : 'कैलेंडर दृश्य खुला है, वर्ष दृश्य पर जाएँ',
  start: 'आरंभ',
  end: 'अंत',
  startDate: 'आरंभ तिथि',
  startTime: 'आरंभ समय',
  endDate: 'अंतिम तिथि',
  endTime: 'अंतिम समय',
  cancelButtonLabel: 'रद्द करें',
  clearButtonLabel: 'साफ़ करें',
  okButtonLabel: 'ठीक है',
  todayButtonLabel: 'आज',
  nextStepButtonLabel: 'अगला',
  datePickerToolbarTitle: 'तिथि चुनें',
  dateTimePickerToolbarTitle: 'तिथि और समय चुनें',
  timePickerToolbarTitle: 'समय चुनें',
  dateRangePickerToolbarTitle: 'तिथि सीमा चुनें',
  timeRangePickerToolbarTitle: 'समय सीमा चुनें',
  clockLabelText: (view, formattedTime) =>
    `${view} चुनें। ${formattedTime ? `चुना गया समय ${formattedTime} है` : 'कोई समय नहीं चुना गया'}`,
  hoursClockNumberText: (hours) => `${hours} घंटे`,
  minutesClockNumberText: (minutes) => `${minutes} मिनट`,
  secondsClockNumberText: (seconds) => `${seconds} सेकंड`,
  selectViewText: (view) => `${view} चुनें`,
  calendarWeekNumberHeaderLabel: 'सप्ताह संख्या',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `सप्ताह ${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `तिथि चुनें, चुनी गई तिथि ${formattedDate} है` : 'तिथि चुनें',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `समय चुनें, चुना गया समय ${formattedTime} है` : 'समय चुनें',
  openRangePickerDialogue: (formattedRange) =>
    formattedRange ? `सीमा चुनें, चुनी गई सीमा ${formattedRange} है` : 'सीमा चुनें',
  fieldClearLabel: 'साफ़ करें',
  timeTableLabel: 'समय चुनें',
  dateTableLabel: 'तिथि चुनें',
  // the field's placeholders (DD/MM/YYYY) stay Latin: they mirror the digits typed into it
  year: 'वर्ष',
  month: 'महीना',
  day: 'दिन',
  weekDay: 'सप्ताह का दिन',
  hours: 'घंटे',
  minutes: 'मिनट',
  seconds: 'सेकंड',
  meridiem: 'पूर्वाह्न/अपराह्न',
  empty: 'खाली',
};
