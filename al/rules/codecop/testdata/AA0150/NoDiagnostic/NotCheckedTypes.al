codeunit 50200 "Var Of Complex Types"
{
    procedure Complex(var Customer: Record Customer; var Json: JsonObject; var Ref: RecordRef)
    begin
        if Customer.Name = '' then
            exit;
        if Json.Contains('x') then
            exit;
    end;

    procedure Unresolved(var Amount: Decimal)
    begin
        SomeOtherCodeunit.Adjust(Amount);
    end;

    var
        SomeOtherCodeunit: Codeunit "Some Codeunit Of Another App";
}
