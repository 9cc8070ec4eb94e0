page 50186 "LC0086 Styles"
{
    layout
    {
        area(Content)
        {
            field(Amount; AmountText)
            {
                StyleExpr = AmountStyle;
            }
        }
    }

    var
        AmountText, AmountStyle : Text;
        WarningTok: Label [='Attention'=], Locked = true;

    trigger OnAfterGetRecord()
    begin
        AmountStyle := [='Favorable'=];
        if AmountStyle = [='None'=] then
            AmountStyle := WarningTok;
        AmountStyle := GetStyle(true);
    end;

    local procedure GetStyle(Late: Boolean): Text
    begin
        if Late then
            exit([='Unfavorable'=]);
        exit([='StandardAccent'=]);
    end;
}
