import { useTheme } from '@mui/material/styles';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { PAGE_SIZE_OPTIONS } from '@form-a/domain/registration-views';

/** What every list sets the same way; the rest of DataGrid's props pass through. */
type SetHere =
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'disableColumnSorting'
  | 'autoHeight'
  | 'disableRowSelectionOnClick'
  | 'localeText'
  | 'sx';

export type ServerDataGridProps<R extends GridValidRowModel> = Omit<DataGridProps<R>, SetHere> & {
  /** the list's accessible name (the screen's title) */
  'aria-label': string;
  /** what the grid says when the server has no rows for it */
  emptyLabel?: string | undefined;
};

/**
 * A DataGrid whose rows come a page at a time from the server: the server pages, and sorts or
 * filters when the caller follows the sort or filter model (without a handler, columns cannot
 * be sorted or filtered, since the grid would reorder only the one page it holds). The grid is
 * as tall as its rows (the page scrolls, not the grid), on the paper colour, and a click on a
 * row selects nothing: the row's buttons and links are the actions.
 */
export function ServerDataGrid<R extends GridValidRowModel>({
  emptyLabel,
  onSortModelChange,
  onFilterModelChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  ...props
}: ServerDataGridProps<R>) {
  // A localeText prop replaces the theme's (the Hindi pack's) rather than adding to it
  const themeTexts = useTheme().components?.MuiDataGrid?.defaultProps?.localeText;
  const sorting = onSortModelChange
    ? ({ sortingMode: 'server', onSortModelChange } as const)
    : ({ disableColumnSorting: true } as const);
  const filtering = onFilterModelChange
    ? ({ filterMode: 'server', onFilterModelChange } as const)
    : ({ disableColumnFilter: true } as const);
  return (
    <DataGrid<R>
      paginationMode="server"
      pageSizeOptions={pageSizeOptions}
      {...sorting}
      {...filtering}
      disableRowSelectionOnClick
      {...(emptyLabel === undefined
        ? {}
        : { localeText: { ...themeTexts, noRowsLabel: emptyLabel } })}
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
      {...props}
    />
  );
}
