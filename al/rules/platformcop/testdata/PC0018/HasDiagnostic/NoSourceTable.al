page 50180 "Totals Dialog"
{
    PageType = StandardDialog;
}

table 50180 "Order Buffer"
{
    fields
    {
        field(1; "Order No."; Code[20]) { }
    }
}

codeunit 50180 "Totals Caller"
{
    procedure ShowTotals(var Buffer: Record "Order Buffer")
    var
        Dialog: Page "Totals Dialog";
    begin
        [=Dialog.SetTableView(Buffer)=];
        [=Dialog.SetRecord(Buffer)=];
        if Dialog.RunModal() = Action::OK then
            [=Dialog.GetRecord(Buffer)=];
    end;

    procedure Pick(var Buffer: Record "Order Buffer")
    var
        Dialogs: array[2] of Page "Totals Dialog";
    begin
        [=Dialogs[1].SetSelectionFilter(Buffer)=];
    end;
}
