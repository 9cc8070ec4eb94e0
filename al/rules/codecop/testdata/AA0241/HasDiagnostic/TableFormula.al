[=Table=] 50102 "Casing Formula"
{
    [=Fields=]
    {
        [=Field=](1; "No."; Code[20]) { }
        field(2; Total; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = [=Sum=]("Casing Formula".Total [=WHERE=]("No." = [=FIELD=]("No.")));
        }
    }
    [=KEYS=]
    {
        key(PK; "No.") { }
    }
}
