table 50100 "FC0003 Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Integer) { }
    }

    procedure Summary(): Integer
    var
        Other: Record "FC0003 Item";
    begin
        if [=Other.IsEmpty=] then
            exit(0);
        [=Other.FindFirst=];
        if [="Other".FindSet=] then;
        Message([=Other.TableCaption=]);
        if [=IsEmpty=] then
            [=Init=];
        exit([=Other.Count=] + [=Count=]);
    end;
}

page 50100 "FC0003 Item Card"
{
    SourceTable = "FC0003 Item";

    trigger OnAfterGetRecord()
    begin
        [=CurrPage.Update=];
    end;
}
