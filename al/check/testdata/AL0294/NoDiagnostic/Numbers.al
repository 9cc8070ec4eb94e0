table 50100 "Bar Amounts"
{
    fields
    {
        field(1; Level; Integer)
        {
            MinValue = 0;
            MaxValue = 2147483647;
            InitValue = -1;
        }
        field(2; Amount; Decimal)
        {
            MinValue = 0.00001;
            MaxValue = 100;
            InitValue = - 1.5;
        }
        field(3; Count; BigInteger)
        {
            InitValue = +10;
        }
        field(4; Active; Boolean)
        {
            InitValue = true;
            MinValue = false;
        }
        field(5; Code; Code[10])
        {
            InitValue = '00000';
        }
        field(6; Period; DateFormula)
        {
            InitValue = '1Y';
        }
        field(7; Rate; Decimal)
        {
#if CLEAN26
            MaxValue = 'high';
#else
            MaxValue = 100;
#endif
        }
    }
}

tableextension 50100 "Bar Customer" extends "Bar Amounts"
{
    fields
    {
        modify(Level)
        {
            MinValue = 1;
        }
    }
}
