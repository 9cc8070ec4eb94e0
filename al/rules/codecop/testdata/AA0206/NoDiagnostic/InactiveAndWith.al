codeunit 50232 "Read Elsewhere"
{
    procedure Conditional()
    var
        Value: Decimal;
    begin
        Value := 1;
#if DEBUG
        Message('%1', Value);
#endif
    end;

    procedure Scoped(var Customer: Record Customer)
    var
        Name: Text;
    begin
        Name := 'x';
        with Customer do
            Validate(Name, Name);
    end;
}
