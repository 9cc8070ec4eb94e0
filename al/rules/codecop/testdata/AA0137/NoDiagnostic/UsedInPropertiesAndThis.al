page 50386 "Globals In Properties"
{
    Editable = IsEditable;

    layout
    {
        area(Content)
        {
            field(Total; TotalAmount)
            {
                Caption = 'Total';
                Visible = ShowTotal;
            }
        }
    }

    var
        IsEditable: Boolean;
        ShowTotal: Boolean;
        TotalAmount: Decimal;
        Counter: Integer;

    procedure Next(): Integer
    begin
        this.Counter += 1;
        exit(this.Counter);
    end;
}
