tableextension 50100 "Bar Customer" extends Customer
{
    [=DataPerCompany=] = false;
    [=TableType=] = Temporary;
    [=permissions=] = tabledata Customer = R;
    [=ReplicateData=] = false;
    Caption = 'Customer';
#if not CLEAN26
    [=Extensible=] = true;
#endif

    fields
    {
        field(50100; "Bar Code"; Code[10]) { }
    }
}
