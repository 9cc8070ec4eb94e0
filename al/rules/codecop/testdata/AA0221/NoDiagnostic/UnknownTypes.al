page 50259 "Unknown Option Types"
{
    layout
    {
        area(Content)
        {
            field(Mode; Other.Mode) { Caption = 'Mode'; }
            field(Calc; CalcMode()) { Caption = 'Calculated'; }
        }
    }

    var
        Other: Codeunit "Codeunit Of Another App";

    local procedure CalcMode(): Integer
    begin
    end;
}
