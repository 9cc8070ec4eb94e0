table 50100 "Bar Amounts"
{
    fields
    {
        field(1; Level; Integer)
        {
            MinValue = [='low'=];
            MaxValue = [=High=];
        }
        field(2; Amount; Decimal)
        {
            InitValue = [=true=];
        }
        field(3; Count; BigInteger)
        {
            InitValue = [=1.5=];
        }
        field(4; Rate; Decimal)
        {
            MaxValue = [='100'=];
        }
    }
}

tableextension 50100 "Bar Customer" extends Customer
{
    fields
    {
        field(50100; "Bar Priority"; Integer)
        {
            MinValue = [=1..10=];
        }
    }
}
