dotnet
{
    assembly("Microsoft.Dynamics.Nav.Types")
    {
        Culture = 'neutral';
        PublicKeyToken = '31bf3856ad364e35';

        type("Microsoft.Dynamics.Nav.Types.NavUserAccountHelper"; "NavUserAccountHelper") { }
    }

    // Another publisher's assembly: its version is the author's to pin.
    assembly("Microsoft.Exchange.WebServices.NETStandard")
    {
        Version = '2.2.1.0';
        Culture = 'neutral';
        PublicKeyToken = '31bf3856ad364e35';

        type("Microsoft.Exchange.WebServices.Data.ExchangeVersion"; "ExchangeVersion") { }
    }
}
