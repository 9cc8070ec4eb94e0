codeunit 50331 "Read Items Checked"
{
    procedure Run(No: Code[20]): Boolean
    var
        Item: Record "Read Item Checked";
        RecRef: RecordRef;
        Found: Boolean;
    begin
        if not Item.Get(No) then
            Error('Item %1 does not exist.', No);
        Found := Item.FindFirst();
        if Item.FindLast then;
        Item.FindSet();
        RecRef.Open(Database::"Read Item Checked");
        RecRef.FindFirst();
        exit(Item.Find('='));
    end;
}

table 50331 "Read Item Checked"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
