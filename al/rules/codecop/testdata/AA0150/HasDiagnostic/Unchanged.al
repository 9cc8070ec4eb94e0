codeunit 50600 "Var Demo"
{
    procedure ReadsOnly(var [=Amount=]: Decimal): Decimal
    begin
        exit(Amount * 2);
    end;

    procedure PassesByValue(var [=Flag=]: Boolean)
    begin
        Consume(Flag);
    end;

    procedure ReadsArray(var [=Values=]: array[5] of Integer): Integer
    var
        Total: Integer;
    begin
        Total := Values[1];
        exit(Total);
    end;

    procedure ReadsList(var Names: List of [Text]): Integer // Lists are not checked
    begin
        if Names.Contains('A') then
            exit(Names.Count());
    end;

    procedure FormatsText(var [=Name=]: Text[50]): Text
    begin
        exit(StrSubstNo('%1', Name));
    end;

    local procedure Consume(Value: Boolean)
    begin
        if Value then;
    end;
}
