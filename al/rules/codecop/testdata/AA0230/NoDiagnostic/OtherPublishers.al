dotnet
{
    assembly(mscorlib)
    {
        Version = '4.0.0.0';
        Culture = 'neutral';
        PublicKeyToken = 'b77a5c561934e089';

        type(System.DateTime; MyDateTime) { }
    }
    assembly(Contoso.Tools)
    {
        Version = '1.2.3.4';

        type(Contoso.Tools.Helper; ContosoHelper) { }
    }
}
