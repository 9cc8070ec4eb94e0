codeunit 50100 "Unused Locals"
{
    procedure Calc(): Integer
    var
        [=Unused=]: Integer;
        Used: Integer;
        [="Quoted Unused"=]: Text;
        First, [=Second=]: Decimal;
    begin
        Used := 1;
        First := 2;
        exit(Used + First);
    end;

    trigger OnRun()
    var
        [=Customer=]: Record "Unused Table";
    begin
    end;
}

table 50101 "Unused Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
