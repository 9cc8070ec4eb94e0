codeunit 50330 "Read Items"
{
    procedure Run(No: Code[20]; Id: Guid)
    var
        Item: Record "Read Item";
    begin
        Item.[=Get=](No);
        Item.[=GetBySystemId=](Id);
        Item.[=Find=]('-');
        Item.[=FindFirst=]();
        Item.[=FindLast=];
    end;
}

table 50330 "Read Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
