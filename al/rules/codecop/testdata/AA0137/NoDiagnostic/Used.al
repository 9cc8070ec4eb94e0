codeunit 50104 "All Used"
{
    var
        Counter: Integer;
        ViaThis: Integer;
        Cust: Record "Used Table";

    procedure Add()
    var
        STEP: Integer;
        Lbl: Label 'Value %1';
    begin
        step := 1;
        Counter += Step;
        this.ViaThis := 2;
        Message(Lbl, Counter);
        with Cust do
            Counter := 0;
    end;
}

table 50105 "Used Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
