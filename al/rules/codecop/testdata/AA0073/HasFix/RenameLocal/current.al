table 50113 "AA0073 Buffer 4"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50113 "AA0073 Fix"
{
    procedure Fill(): Integer
    var
        [=Buffer=]: Record "AA0073 Buffer 4" temporary;
    begin
        Buffer."No." := 'A';
        Buffer.Insert();
        exit(Buffer.Count());
    end;
}
