page 50283 "Local Uses"
{
    layout
    {
        area(Content)
        {
            field(Total; CalcTotal())
            {
                Caption = 'Total';
            }
        }
    }

    local procedure CalcTotal(): Decimal
    begin
        exit(this.Helper());
    end;

    local procedure Helper(): Decimal
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Some Publisher", 'OnSomething', '', false, false)]
    local procedure OnSomething()
    begin
    end;
}
