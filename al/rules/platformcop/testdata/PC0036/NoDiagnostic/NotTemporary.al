table 50361 "Shift Plan"
{
    TableType = Temporary;

    fields
    {
        field(1; "Shift No."; Integer) { }
    }
}

table 50362 "Shift Note"
{
    fields
    {
        field(1; "Note No."; Integer) { }
    }
}

page 50361 "Shift Plan Card"
{
    PageType = Card;
    SourceTable = "Shift Plan";
}

page 50362 "Shift Note Card"
{
    PageType = Card;
    SourceTable = "Shift Note";
}

codeunit 50361 "Shift Runner"
{
    procedure Show(var Plan: Record "Shift Plan"; Note: Record "Shift Note")
    var
        TempNote: Record "Shift Note" temporary;
        PlanCard: Page "Shift Plan Card";
        NoteCard: Page "Shift Note Card";
    begin
        PlanCard.SetRecord(Plan);
        NoteCard.SetRecord(Note);
        NoteCard.GetRecord(TempNote);
        NoteCard.SetTableView(TempNote);
    end;
}
